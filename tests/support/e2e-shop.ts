// A shop server for the journeys, over a fresh demo database of its own: on PostgreSQL when TEST_DATABASE_URL
// is set (which production uses, and made in a fraction of an embedded database's time), else embedded.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresDatabase } from "./postgres-admin.ts";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.ts";

export interface ShopData {
  dataDir: string;
  /** The PostgreSQL database's address; undefined for the embedded one in `dataDir`. */
  url: string | undefined;
  remove(): Promise<void>;
}

/** An empty database and data directory for a shop; the server migrates and seeds it when it starts. */
export async function shopData(name: string): Promise<ShopData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-${name}-`));
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(`shop_${name}`) : null;
  return {
    dataDir,
    url: postgres?.url,
    remove: async () => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server process over `data`, answering at the origin the browser uses (the actions' CSRF check compares
 * with it), sending its mail to the SMTP sink, with `env` on top. `close` stops it and removes its data.
 */
export async function startShop(
  data: ShopData,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; close: () => Promise<void> }> {
  const port = await freePort();
  const server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: data.dataDir,
    ...(data.url ? { DATABASE_URL: data.url } : {}),
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 4025}`,
    PASSWORD_HASH_COST: "minimum",
    ...env,
  });
  return {
    server,
    close: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      await data.remove();
    },
  };
}
