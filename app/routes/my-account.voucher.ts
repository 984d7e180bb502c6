import { data } from "react-router";
import { isUuid } from "#domain/validation/uuid.ts";
import { requireAccount } from "#app/features/account/guards.ts";
import { pdfResponse } from "#app/features/invoicing/pdf-response.server.ts";
import type { Route } from "./+types/my-account.voucher";

/** The PDF of one of the customer's own facturas or notas de crédito ('Mis pagos'); anyone else's is not found. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const account = requireAccount(context, request);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const file = await context.services.voucherDocuments.forCustomer(account.id, params.id);
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
