import { data } from "react-router";
import { BOOKS_CSV_COLUMNS, bookFileName, bookLine } from "#domain/invoicing/books-csv.ts";
import { parseVouchersQuery } from "#domain/invoicing/query.ts";
import { CSV_BOM, csvLine } from "#domain/payments/sales-csv.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import type { Route } from "./+types/invoices-export";

export const middleware = staffPage(ADMIN_PAGES.invoices);

/**
 * One franchise's book of sales vouchers for one month as CSV, streamed: each batch is read from the database
 * when the download asks for more.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = parseVouchersQuery(new URL(request.url).searchParams);
  if (!query.franquicia || !query.mes) throw data(null, { status: 404 });
  const who = actingOf(context);
  const books = context.services.invoicing.books;
  const cuit = await orForbidden(books.cuitOf(who, query.franquicia));
  const batches = books.bookBatches(who, query.franquicia, query.mes);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(BOOKS_CSV_COLUMNS)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map(bookLine).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${bookFileName(cuit, query.mes)}"`,
      "Cache-Control": "no-store",
    },
  });
}
