import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The shop's database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the shop's database, as `db.transaction` hands it to its work. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A statement's runner: the database, or a transaction on it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  /** Which engine: the embedded PGlite or a PostgreSQL server. */
  kind: "pglite" | "postgres";
  /** Cheap round trip for the readiness check. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process starting on the same database does (the migrations, the demo seed):
   * a PostgreSQL advisory lock held on a connection of its own; the embedded database has one process only.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections: open, idle, and queries waiting for one; null for the embedded one. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** How long a query waits for a connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 15_000;
/** How long the readiness check waits for a new connection (it answers within 2 s in any case). */
const PING_TIMEOUT_MS = 2_000;

/** The committed SQL migrations; the server bundle gets a copy beside it, so this holds in both. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens the database: a `postgres://` URL connects a pool to that server; no URL opens the embedded
 * PGlite database under `dataDir`. Migrations run before it is handed out.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** Where a lost idle PostgreSQL connection is reported. */
  log?: { warn(obj: object, msg: string): void };
}): Promise<Database> {
  if (opts.url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // A server that cannot be reached fails the query (and the request, with a 503) instead of hanging it;
      // this also bounds the wait for a free connection.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A lost connection fails the query that used it (the request answers 503) and leaves the pool. The driver
    // also reports it as an 'error' on the client, and the pool repeats it for an idle one; unheard, either
    // would end the process, and once the pool has handed a client out (a transaction) nothing else listens.
    pool.on("connect", (client) => {
      client.on("error", (err) => opts.log?.warn({ err }, "database connection lost"));
    });
    pool.on("error", () => {});
    const db = drizzle(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = new pg.Client({
        connectionString: opts.url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      holder.on("error", (err) => opts.log?.warn({ err }, "database connection lost"));
      await holder.connect();
      try {
        await holder.query(`select pg_advisory_lock(hashtextextended('shop:start-up', 0))`);
        return await work();
      } finally {
        // Ending the session releases the lock, whatever happened to the work.
        await holder.end();
      }
    };
    await exclusive(() => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    return {
      db: db as unknown as Db,
      kind: "postgres",
      exclusive,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        try {
          await pool.query("select 1");
        } catch (err) {
          // A pooled connection the server dropped while it sat idle fails once and leaves the pool; whether
          // the database can serve now is what a new connection says. A closed pool serves nothing.
          if (pool.ended) throw err;
          const fresh = new pg.Client({
            connectionString: opts.url,
            connectionTimeoutMillis: PING_TIMEOUT_MS,
          });
          fresh.on("error", () => {}); // its query fails with the same error
          await fresh.connect();
          try {
            await fresh.query("select 1");
          } finally {
            await fresh.end();
          }
        }
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/btree_gist"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const dir = path.join(opts.dataDir, "pglite");
  mkdirSync(opts.dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(opts.dataDir);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    exclusive: (work) => work(),
    poolStats: () => null,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
