// `npm run invoicing:queue` queues the invoices and credit notes of approved sales that have none yet (sales
// approved before the shop invoiced); the running shop's job runner then asks ARCA for them, once each.
import { onConfiguredDatabase } from "#server/db/command.ts";
import { queueMissingVouchers } from "./queue.ts";

await onConfiguredDatabase(async ({ db }) => {
  const sales = await queueMissingVouchers(db);
  console.log(
    sales === 0
      ? "Todas las ventas aprobadas ya tienen su factura."
      : `Facturas en cola: ${sales.toLocaleString("es-AR")} ${sales === 1 ? "venta" : "ventas"} sin factura.`,
  );
});
