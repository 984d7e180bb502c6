import { data } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { pdfResponse } from "#app/features/invoicing/pdf-response.server.ts";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import type { Route } from "./+types/sale-voucher";

export const middleware = staffPage(ADMIN_PAGES.sales);

/** The PDF of a factura or nota de crédito of the sale, for staff who may read it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = await orForbidden(
    context.services.voucherDocuments.forStaff(
      actingOf(context),
      recordId(params.id),
      recordId(params.voucherId),
    ),
  );
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
