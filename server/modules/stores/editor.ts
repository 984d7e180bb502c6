import type { Db } from "#server/db/client.ts";
import { BranchEditor } from "./branch-editor.ts";
import { FranchiseEditor } from "./franchise-editor.ts";

/** The back office's branches and franchises editors (/admin/sucursales, /admin/franquicias). */
export function createStoreEditor(db: Db) {
  return { branches: new BranchEditor(db), franchises: new FranchiseEditor(db) };
}

export type StoreEditor = ReturnType<typeof createStoreEditor>;
