// `npm run db:migrate` applies the committed migrations; `npm run db:seed` adds the demo data to an empty
// database (`--scale N` multiplies areas and branches for load tests).
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "./client.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/index.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { scale: { type: "string", default: "1" } },
});
const command = positionals[0];

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === "migrate") {
      console.log(`Migraciones aplicadas (${database.kind}).`);
    } else if (command === "seed") {
      if (await isDatabaseEmpty(database.db)) {
        await seedDemoData(database.db, { uploadsDir: config.uploadsDir, scale: Number(values.scale) });
        console.log(`Datos de demostración cargados (${database.kind}).`);
      } else {
        console.log("La base ya tiene datos: no se cargó la demostración.");
      }
    } else {
      console.error("Uso: db/cli.ts migrate | seed [--scale N]");
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuración inválida: ${err.message}`);
  process.exitCode = 1;
}
