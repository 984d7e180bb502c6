import { ConfigError, loadConfig, type Config } from "#server/config.ts";
import { openDatabase, type Database } from "./client.ts";

/**
 * A command line's work on the configured database, which it closes after; a configuration error is said in
 * Spanish and the process exits with 1.
 */
export async function onConfiguredDatabase(work: (database: Database, config: Config) => Promise<void>) {
  try {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      await work(database, config);
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuración inválida: ${err.message}`);
    process.exitCode = 1;
  }
}
