import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { demoOwnerNotice } from "./modules/staff/demo-owner.ts";
import { seedIfEmpty } from "./first-start.ts";
import { demoPasswordRefusal, staffWithDemoPassword } from "./modules/staff/demo-passwords.ts";
import { readyLine } from "./ready-line.ts";
import { createServices } from "./services.ts";

const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Starts the production server from the built app in `buildDir`. `nodeEnv` is the NODE_ENV the operator
 * asked for (the launcher may have set React's to production since).
 */
export async function startServer(opts: { buildDir: string; nodeEnv: string | undefined }) {
  let config: Config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: opts.nodeEnv });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuración inválida: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  // Lost connections are logged by the app's logger once it exists.
  const appLog: { current?: { warn(obj: object, msg: string): void } } = {};
  let database: Database;
  let demoLoaded = false;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      log: {
        warn: (obj, msg) =>
          appLog.current ? appLog.current.warn(obj, msg) : process.stderr.write(`${msg}\n`),
      },
    });
    const first = await seedIfEmpty(database, {
      uploadsDir: config.uploadsDir,
      production: config.production,
    });
    demoLoaded = first.seeded;
    if (first.seeded && first.ownerPassword)
      process.stdout.write(`${demoOwnerNotice(first.ownerPassword)}\n`);
  } catch (err) {
    process.stderr.write(`${databaseStartFailure(config, err)}\n`);
    process.exit(1);
  }
  if (config.production) {
    const demo = await staffWithDemoPassword(database.db);
    if (demo.length > 0) {
      process.stderr.write(`${demoPasswordRefusal(demo)}\n`);
      await database.close();
      process.exit(1);
    }
  }

  const build = (await import(
    pathToFileURL(path.join(opts.buildDir, "server/index.js")).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    services: createServices(database, config),
    build,
    clientDir: path.join(opts.buildDir, "client"),
  });
  appLog.current = app.log;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("requests still open after the grace period: closing them");
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${readyLine(config, { demoLoaded })}\n`);
  return app;
}

/** One line, in Spanish and English, naming where the database was looked for and why it failed. */
function databaseStartFailure(config: Config, err: unknown): string {
  const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
  const root = rootCause(err);
  const code = (root as { code?: unknown }).code;
  const cause =
    `${typeof code === "string" ? `${code}: ` : ""}${root instanceof Error ? root.message : String(root)}`
      .replace(/\s+/g, " ")
      .replace(/\/\/[^/@\s]*@/g, "//***@")
      .slice(0, 300);
  return `No se pudo abrir la base de datos (${where}) / Could not open the database (${where}): ${cause}`;
}

/** The driver's own error under the wrappers (a failed query, several addresses refused). */
function rootCause(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 5; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else break;
  }
  return current;
}
