import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { libraryImageInput } from "#domain/media/library-input.ts";
import { slugInput, titleInput } from "./area-form.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "./messages.ts";

/** A category's own fields, named as the database columns. */
export const categoryFormSchema = z.object({
  title: titleInput(),
  slug: slugInput(),
});
export type CategoryInput = z.output<typeof categoryFormSchema>;

/** A category saved from the list: its fields, and an image of the library to show it with. */
export const categoryEditSchema = categoryFormSchema.extend({
  id: z.uuid({ error: M.categoryNotFound }),
  version: versionInput(),
  image_add: libraryImageInput(),
});
export type CategoryEditInput = CategoryInput & { image_add?: string };

/** 'Subir' or 'Bajar' one category, from the version it was shown at. */
export const categoryMoveSchema = z.object({
  id: z.uuid({ error: M.categoryNotFound }),
  version: versionInput(),
  direction: z.enum(["up", "down"], { error: M.cannotMove }),
});
