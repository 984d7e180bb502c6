/**
 * The documents of authorised vouchers: read from the stored voucher, its franchise's invoicing settings, the
 * sale and the purchase's statement (domain/invoicing/document.ts), for the customer's 'Mis pagos', the sale's
 * page in the back office and the mail that sends each one when ARCA authorises it.
 */
import { eq } from "drizzle-orm";
import { voucherDocument, type VoucherDocument, type VoucherLink } from "#domain/invoicing/document.ts";
import { VOUCHER_TYPE } from "#domain/invoicing/voucher.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { voucherLinks } from "./voucher-links.ts";
import {
  accounts,
  franchiseInvoicing,
  paymentItems,
  paymentRefundLines,
  payments,
  vouchers,
} from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import { voucherFileName, voucherPdf } from "./pdf.ts";

export interface VoucherFile {
  fileName: string;
  pdf: Buffer;
}

interface ReadDocument {
  document: VoucherDocument;
  accountId: string;
  paymentId: string;
  franchiseId: string | null;
  customerName: string;
  email: string;
}

export class VoucherDocuments {
  constructor(private readonly db: Db) {}

  /** The authorised vouchers of these payments, by payment, in the order they were authorised. */
  linksOf(paymentIds: readonly string[]): Promise<Map<string, VoucherLink[]>> {
    return voucherLinks(this.db, paymentIds);
  }

  /** The customer's own voucher; null for anyone else's, or one not authorised. */
  async forCustomer(accountId: string, voucherId: string): Promise<VoucherFile | null> {
    const read = await this.read(voucherId);
    if (!read || read.accountId !== accountId) return null;
    return fileOf(read.document);
  }

  /** A voucher of this sale for staff who may read its sales (another franchise's is refused). */
  async forStaff(acting: Acting, paymentId: string, voucherId: string): Promise<VoucherFile | null> {
    requirePermission(acting.actor, "payments.read");
    const read = await this.read(voucherId);
    if (!read || read.paymentId !== paymentId) return null;
    requirePermission(acting.actor, "payments.read", read.franchiseId);
    return fileOf(read.document);
  }

  /** In one snapshot, so a refund written meanwhile is seen by all of the reads or by none. */
  private read(voucherId: string) {
    return this.db.transaction((tx) => readVoucherDocument(tx, voucherId), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
  }
}

async function fileOf(document: VoucherDocument): Promise<VoucherFile> {
  return { fileName: voucherFileName(document), pdf: await voucherPdf(document) };
}

/**
 * Queues the mail that sends an authorised voucher to the customer, with its PDF: call it in the transaction
 * that stores ARCA's authorisation, so the mail goes out once, and only for a voucher that exists.
 */
export async function queueVoucherMail(tx: Tx, voucherId: string): Promise<void> {
  const read = await readVoucherDocument(tx, voucherId);
  if (!read) return;
  await enqueueMail(tx, {
    template: "voucher",
    to: read.email,
    data: { name: read.customerName, document: read.document },
  });
}

/** The document of an authorised voucher, with whose it is; null when it is not (yet) authorised. */
export async function readVoucherDocument(tx: Tx, voucherId: string): Promise<ReadDocument | null> {
  const [row] = await tx
    .select({
      voucher: vouchers,
      payment: payments,
      settings: franchiseInvoicing,
      account: { name: accounts.name, surname: accounts.surname, email: accounts.email },
    })
    .from(vouchers)
    .innerJoin(payments, eq(payments.id, vouchers.paymentId))
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(franchiseInvoicing, eq(franchiseInvoicing.franchiseId, vouchers.franchiseId))
    .where(eq(vouchers.id, voucherId));
  const v = row?.voucher;
  if (!row || !v || v.state !== "autorizada" || !v.request || !v.cae || !v.caeDueOn || !v.cuit) return null;
  const { payment, settings, account } = row;
  const lines = await tx.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
  const returned = v.refundId
    ? await tx
        .select({ productId: paymentRefundLines.productId, sessions: paymentRefundLines.sessions })
        .from(paymentRefundLines)
        .where(eq(paymentRefundLines.refundId, v.refundId))
    : [];
  const statement = (await readStatements(tx, [payment.id])).get(payment.id);
  if (!statement) return null;
  const billing = payment.billingAddress;
  const customerName = `${account.name} ${account.surname}`.trim();
  // The seller as it stood when ARCA authorised the voucher; vouchers authorised before that was kept read today's.
  const seller = v.issuer ?? settings;
  const document = voucherDocument({
    voucher: { ...v.request, cae: v.cae, caeDueOn: v.caeDueOn },
    issuer: {
      legalName: seller?.legalName ?? payment.storeName,
      cuit: v.cuit,
      address: seller?.commercialAddress ?? null,
      ivaCondition:
        v.request.type === VOUCHER_TYPE.facturaB || v.request.type === VOUCHER_TYPE.notaCreditoB
          ? "responsable_inscripto"
          : "monotributo",
      grossIncome: seller?.grossIncome ?? null,
      activitiesStartOn: seller?.activitiesStart ?? v.request.issuedOn,
    },
    sale: {
      paymentCode: payment.paymentCode,
      customerName,
      customerAddress: billing
        ? [billing.address, billing.address_information, billing.zip, billing.city, billing.state]
            .filter((part) => part?.trim())
            .join(", ")
        : null,
      paymentMethod: paymentMethodName(payment.paymentMethodId),
      branch: { name: payment.storeName, address: payment.storeAddress },
      lines,
      promotions: payment.promotions,
      discount: payment.discount,
    },
    statement,
    returned,
  });
  return {
    document,
    accountId: payment.accountId,
    paymentId: payment.id,
    franchiseId: v.franchiseId,
    customerName: account.name,
    email: account.email,
  };
}
