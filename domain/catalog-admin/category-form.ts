import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { slugInput, titleInput } from "./area-form.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "./messages.ts";

/** A category's own fields, named as the database columns. */
export const categoryFormSchema = z.object({
  title: titleInput(),
  slug: slugInput(),
});
export type CategoryInput = z.output<typeof categoryFormSchema>;

export const categoryEditSchema = categoryFormSchema.extend({
  id: z.uuid({ error: M.categoryNotFound }),
  version: versionInput(),
});

/** 'Subir' or 'Bajar' one category, from the version it was shown at. */
export const categoryMoveSchema = z.object({
  id: z.uuid({ error: M.categoryNotFound }),
  version: versionInput(),
  direction: z.enum(["up", "down"], { error: M.cannotMove }),
});
