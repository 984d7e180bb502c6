import type { Db } from "#server/db/client.ts";
import { BranchEditor } from "./branches.ts";
import { FranchiseEditor } from "./franchises.ts";

/** The back office's branches and franchises editors (/admin/sucursales, /admin/franquicias). */
export function createStoreAdmin(db: Db) {
  return { branches: new BranchEditor(db), franchises: new FranchiseEditor(db) };
}

export type StoreAdmin = ReturnType<typeof createStoreAdmin>;
