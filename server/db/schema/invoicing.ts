/**
 * Electronic invoicing with ARCA (docs/decisions/0070): who invoices (a franchise's settings), the vouchers
 * (one invoice per sale, one credit note per refund or chargeback) and, per numbering sequence, the one
 * voucher being asked for, so that a number is never asked for twice.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { VoucherCause, VoucherKind, VoucherState, WaitingReason } from "#domain/invoicing/states.ts";
import type {
  IssuerAtAuthorisation,
  SellerIvaCondition,
  VoucherRequest,
  VoucherType,
} from "#domain/invoicing/voucher.ts";
import type { ArcaMessage } from "#server/arca/client.ts";
import { id, timestamps } from "./columns.ts";
import { franchises } from "./stores.ts";
import { paymentRefunds, payments } from "./payments.ts";

/**
 * What the demo's franchises keep instead of a sealed certificate: the offline ARCA stand-in's certificate,
 * made from the CUIT when it is needed (it opens nothing anywhere else), so the demo data carries no secret.
 */
export const DEMO_CREDENTIALS = "demo";

/** A franchise's invoicing settings: without a row its sales wait with 'Factura pendiente'. */
export const franchiseInvoicing = pgTable(
  "franchise_invoicing",
  {
    franchiseId: uuid("franchise_id")
      .primaryKey()
      .references(() => franchises.id, { onDelete: "cascade" }),
    /** 11 digits, check digit validated (domain/invoicing/cuit.ts). */
    cuit: text("cuit").notNull(),
    legalName: text("legal_name").notNull(),
    ivaCondition: text("iva_condition").$type<SellerIvaCondition>().notNull(),
    pointOfSale: integer("point_of_sale").notNull(),
    activitiesStart: date("activities_start").notNull(),
    /**
     * Its 'Domicilio comercial' and Ingresos Brutos, as its documents print them (RG 1415). Null for settings
     * saved before they were asked for: the document then prints the sale's branch and the CUIT.
     */
    commercialAddress: text("commercial_address"),
    grossIncome: text("gross_income"),
    /** The ARCA certificate and key, AES-256-GCM with INVOICING_SECRET (server/modules/invoicing/secret-box.ts). */
    credentials: text("credentials"),
    credentialsUploadedAt: timestamp("credentials_uploaded_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("franchise_invoicing_cuit_pos_idx").on(t.cuit, t.pointOfSale),
    check("franchise_invoicing_cuit_check", sql`${t.cuit} ~ '^[0-9]{11}$'`),
    check("franchise_invoicing_pos_check", sql`${t.pointOfSale} between 1 and 99998`),
    check(
      "franchise_invoicing_iva_check",
      sql`${t.ivaCondition} in ('responsable_inscripto', 'monotributo')`,
    ),
  ],
);

/**
 * One voucher: the invoice of a sale or a credit note of one of its refunds (or of its chargeback). The
 * issuer's CUIT, point of sale, type, number and the request are written when the number is asked for.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    kind: text("kind").$type<VoucherKind>().notNull(),
    cause: text("cause").$type<VoucherCause>().notNull(),
    refundId: uuid("refund_id").references(() => paymentRefunds.id),
    /** The invoice a credit note credits. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => vouchers.id),
    /** The seller: the franchise of the sale's branch when it was queued. */
    franchiseId: uuid("franchise_id").references(() => franchises.id),
    /** Centavos: the sale's paid amount, the refund's, or what the chargeback took (the statement's). */
    amount: integer("amount").notNull(),
    state: text("state").$type<VoucherState>().notNull().default("pendiente"),
    /** Why a pending voucher is not being asked for; null while it is in the queue. */
    waiting: text("waiting").$type<WaitingReason>(),
    cuit: text("cuit"),
    pointOfSale: integer("point_of_sale"),
    voucherType: integer("voucher_type").$type<VoucherType>(),
    number: integer("number"),
    cae: text("cae"),
    caeDueOn: date("cae_due_on"),
    issuedOn: date("issued_on"),
    /** The request last sent (or about to be): a look-up compares what it finds with it. */
    request: jsonb("request").$type<VoucherRequest>(),
    /** The franchise's settings when ARCA authorised it (null before, and for vouchers authorised earlier). */
    issuer: jsonb("issuer").$type<IssuerAtAuthorisation>(),
    observations: jsonb("observations").$type<ArcaMessage[]>().notNull().default([]),
    errors: jsonb("errors").$type<ArcaMessage[]>().notNull().default([]),
    authorizedAt: timestamp("authorized_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("vouchers_one_invoice_idx")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("vouchers_one_chargeback_idx")
      .on(t.paymentId)
      .where(sql`${t.cause} = 'chargeback'`),
    uniqueIndex("vouchers_refund_idx").on(t.refundId),
    uniqueIndex("vouchers_number_idx")
      .on(t.cuit, t.pointOfSale, t.voucherType, t.number)
      .where(sql`${t.number} is not null`),
    index("vouchers_franchise_created_idx").on(t.franchiseId, t.createdAt),
    index("vouchers_state_idx").on(t.state),
    check("vouchers_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      "vouchers_cause_check",
      sql`(${t.kind} = 'invoice' and ${t.cause} = 'sale' and ${t.refundId} is null) or (${t.kind} = 'credit_note' and ((${t.cause} = 'refund' and ${t.refundId} is not null) or (${t.cause} = 'chargeback' and ${t.refundId} is null)))`,
    ),
    check("vouchers_state_check", sql`${t.state} in ('pendiente', 'autorizada', 'rechazada')`),
    check("vouchers_amount_check", sql`${t.amount} > 0`),
    check(
      "vouchers_authorized_check",
      sql`${t.state} <> 'autorizada' or (${t.number} is not null and ${t.cae} is not null and ${t.caeDueOn} is not null and ${t.issuedOn} is not null)`,
    ),
  ],
);

/**
 * A numbering sequence of ARCA (one CUIT, point of sale and voucher type) and the voucher being asked for on
 * it. One voucher holds it from before its number is read until ARCA's answer is stored: a request whose
 * outcome is unknown keeps it until a look-up settles it, so no other voucher can take or skip its number.
 */
export const voucherSequences = pgTable(
  "voucher_sequences",
  {
    cuit: text("cuit").notNull(),
    pointOfSale: integer("point_of_sale").notNull(),
    voucherType: integer("voucher_type").notNull(),
    voucherId: uuid("voucher_id").references(() => vouchers.id),
    /** The number asked for (recorded before the request is sent). */
    askingNumber: integer("asking_number"),
    heldSince: timestamp("held_since", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.cuit, t.pointOfSale, t.voucherType] })],
);
