// `npm run invoicing:queue` queues the invoices and credit notes of approved sales that have none yet (sales
// approved before the shop invoiced); the running shop's job runner then asks ARCA for them, once each.
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { queueMissingVouchers } from "./queue.ts";

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const sales = await queueMissingVouchers(database.db);
    console.log(
      sales === 0
        ? "Todas las ventas aprobadas ya tienen su factura."
        : `Facturas en cola: ${sales.toLocaleString("es-AR")} ${sales === 1 ? "venta" : "ventas"} sin factura.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuración inválida: ${err.message}`);
  process.exitCode = 1;
}
