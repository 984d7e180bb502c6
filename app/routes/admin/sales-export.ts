import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { areaLine, purchaseAreas } from "#domain/purchases/area-sessions.ts";
import { CSV_BOM, SALES_CSV_COLUMNS, csvAmount, csvDateTime, csvLine } from "#domain/payments/sales-csv.ts";
import { parseSalesQuery } from "#domain/payments/sales-query.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import type { Route } from "./+types/sales-export";

export const middleware = staffPage(ADMIN_PAGES.sales);

/**
 * The sales list's filtered rows as CSV, streamed: each batch is read from the database when the download
 * asks for more, so 100,000 sales never sit in memory at once.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const query = parseSalesQuery(new URL(request.url).searchParams);
  const batches = context.services.salesDesk.exportBatches(actingOf(context), query);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(SALES_CSV_COLUMNS)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const lines = next.value.map((s) =>
        csvLine([
          s.paymentCode,
          csvDateTime(s.createdAt),
          s.statement.statusName,
          s.customerName,
          s.customerEmail,
          s.customerDni,
          s.storeName,
          s.franchiseName ?? "",
          purchaseAreas(s.statement).map(areaLine).join(", "),
          s.installments,
          paymentMethodName(s.paymentMethodId),
          csvAmount(s.subtotal),
          csvAmount(s.discount),
          csvAmount(s.total),
          csvAmount(s.statement.paid),
          csvAmount(s.statement.refunded),
          csvAmount(s.statement.net),
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ventas-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
