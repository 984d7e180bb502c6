import { cpSync } from "node:fs";
import { inject } from "vitest";

/** Where the run's migrated and seeded databases wait to be copied (made once by `global-setup.ts`). */
export interface TestTemplates {
  /** PGlite data directories, or null in a suite that runs on PostgreSQL only. */
  pglite: { migrated: string; seeded: string } | null;
  /** Template databases on the TEST_DATABASE_URL server, or null without one. */
  postgres: { migrated: string; seeded: string } | null;
  /** The seeded shop's uploaded images. */
  uploads: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

export const templates = (): TestTemplates => inject("testTemplates");

/** Copies the seeded shop's uploaded images into `uploadsDir`, as the seed would have written them. */
export function copySeededUploads(uploadsDir: string): void {
  cpSync(templates().uploads, uploadsDir, { recursive: true });
}
