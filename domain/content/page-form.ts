import { z } from "zod";
import { text } from "#domain/validation/fields.ts";
import { BODY_MAX } from "./article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "./messages.ts";

/** A static page's form, named as its columns; its slug is its address and is not edited. */
export const pageFormSchema = z.object({
  title: text(M.required).min(1, M.required).max(255, M.max),
  description: text(M.required).max(500, M.excerptMax).default(""),
  body: text(M.required).max(BODY_MAX, M.bodyMax).default(""),
});
export type PageInput = z.output<typeof pageFormSchema>;
