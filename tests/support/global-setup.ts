// Migrates and seeds once per run; every test database is then a copy (a PGlite data directory copied on
// disk, or a PostgreSQL `CREATE DATABASE … TEMPLATE`), which takes a fraction of a migration's time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { adminQuery, databaseUrl, runId } from "./postgres-admin.ts";
import type { TestTemplates } from "./templates.ts";

/** Both engines' templates, for the suites that test on both (vitest.config.ts). */
export default function setup(project: TestProject) {
  return makeTemplates(project, { pglite: true });
}

/** The templates of the engines a suite uses; the seeded shop's images are always written. */
export async function makeTemplates(project: TestProject, engines: { pglite: boolean }) {
  const root = mkdtempSync(path.join(tmpdir(), "shop-templates-"));
  const uploads = path.join(root, "uploads");
  let pglite: TestTemplates["pglite"] = null;
  if (engines.pglite || !process.env.TEST_DATABASE_URL) {
    pglite = { migrated: path.join(root, "pglite-migrated"), seeded: path.join(root, "pglite-seeded") };
    await (await openDatabase({ dataDir: pglite.migrated })).close();
    const seeded = await openDatabase({ dataDir: pglite.seeded });
    await seedDemoData(seeded.db, { uploadsDir: uploads });
    await seeded.close();
  }

  let postgres: TestTemplates["postgres"] = null;
  if (process.env.TEST_DATABASE_URL) {
    postgres = { migrated: `shop_tpl_${runId}_migrated`, seeded: `shop_tpl_${runId}_seeded` };
    await adminQuery(`create database ${postgres.migrated}`);
    await (await openDatabase({ url: databaseUrl(postgres.migrated), dataDir: root })).close();
    await adminQuery(`create database ${postgres.seeded} template ${postgres.migrated}`);
    const db = await openDatabase({ url: databaseUrl(postgres.seeded), dataDir: root });
    await seedDemoData(db.db, { uploadsDir: uploads });
    await db.close();
  }
  project.provide("testTemplates", { pglite, postgres, uploads } satisfies TestTemplates);

  return async () => {
    if (postgres) {
      await adminQuery(`drop database if exists ${postgres.seeded} with (force)`);
      await adminQuery(`drop database if exists ${postgres.migrated} with (force)`);
    }
    rmSync(root, { recursive: true, force: true });
  };
}
