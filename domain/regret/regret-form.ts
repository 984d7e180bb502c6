import { z } from "zod";
import { email, text } from "#domain/validation/fields.ts";
import { REGRET_MESSAGES as M } from "./messages.ts";

/** The days, counted whole on the shop's calendar after the day of the purchase, to regret it (Ley 24.240 art. 34). */
export const REGRET_DAYS = 10;

/** 'Botón de arrepentimiento': the buyer's e-mail, the purchase code and an optional comment. */
export const regretFormSchema = z.object({
  email: email(),
  payment_code: text(M.required)
    .min(1, M.required)
    .max(40, M.codeFormat)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
    .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, M.codeFormat)),
  comment: text(M.required).max(1_000, M.commentMax).default(""),
});
export type RegretInput = z.output<typeof regretFormSchema>;
