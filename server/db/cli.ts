// `npm run db:migrate` applies the committed migrations; `npm run db:seed` adds the demo data to an empty
// database (`--scale N` multiplies areas and branches for load tests).
import { parseArgs } from "node:util";
import { onConfiguredDatabase } from "./command.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/index.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { scale: { type: "string", default: "1" } },
});
const command = positionals[0];

await onConfiguredDatabase(async (database, config) => {
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
});
