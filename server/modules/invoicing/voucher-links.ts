/** The authorised vouchers of payments as 'Mis pagos' and the sale's page link them. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { VoucherLink } from "#domain/invoicing/document.ts";
import { DOCUMENT_MESSAGES } from "#domain/invoicing/document-messages.ts";
import { voucherName, voucherNumberText } from "#domain/invoicing/names.ts";
import type { Queryable } from "#server/db/client.ts";
import { vouchers } from "#server/db/schema/index.ts";

/** The authorised vouchers of these payments, by payment, in the order they were authorised. */
export async function voucherLinks(
  db: Queryable,
  paymentIds: readonly string[],
): Promise<Map<string, VoucherLink[]>> {
  const links = new Map<string, VoucherLink[]>();
  if (paymentIds.length === 0) return links;
  const rows = await db
    .select({
      id: vouchers.id,
      paymentId: vouchers.paymentId,
      kind: vouchers.kind,
      type: vouchers.voucherType,
      pointOfSale: vouchers.pointOfSale,
      number: vouchers.number,
    })
    .from(vouchers)
    .where(and(inArray(vouchers.paymentId, [...paymentIds]), eq(vouchers.state, "autorizada")))
    .orderBy(asc(vouchers.authorizedAt), asc(vouchers.id));
  for (const r of rows) {
    const link: VoucherLink = {
      id: r.id,
      label: DOCUMENT_MESSAGES.link[r.kind === "invoice" ? "invoice" : "creditNote"],
      name: `${voucherName(r.type, r.kind)} ${voucherNumberText(r.pointOfSale ?? 0, r.number ?? 0)}`,
    };
    links.set(r.paymentId, [...(links.get(r.paymentId) ?? []), link]);
  }
  return links;
}
