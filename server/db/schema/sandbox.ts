/**
 * The state of the offline payment sandbox (server/payments/sandbox), kept in the database so that a
 * restarted server agrees with what it answered before. Amounts are integer centavos. No card number is
 * stored: only its first six and last four digits and a keyed fingerprint for duplicate detection.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Card tokens: single use, valid until date_due. */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  /** 32 hexadecimal characters, like Mercado Pago's. */
  id: text("id").primaryKey(),
  paymentMethodId: text("payment_method_id").notNull(),
  paymentTypeId: text("payment_type_id").notNull(),
  firstSixDigits: text("first_six_digits").notNull(),
  lastFourDigits: text("last_four_digits").notNull(),
  cardNumberLength: integer("card_number_length").notNull(),
  securityCodeLength: integer("security_code_length").notNull(),
  cardFingerprint: text("card_fingerprint").notNull(),
  luhnValidation: boolean("luhn_validation").notNull(),
  expirationMonth: integer("expiration_month").notNull(),
  expirationYear: integer("expiration_year").notNull(),
  cardholderName: text("cardholder_name").notNull(),
  identificationType: text("identification_type").notNull(),
  identificationNumber: text("identification_number").notNull(),
  /** 'active' until a payment uses it, then 'used'. */
  status: text("status").notNull(),
  dateCreated: at("date_created").notNull(),
  dateDue: at("date_due").notNull(),
  dateUsed: at("date_used"),
});

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 1_300_000_001 }),
    status: text("status").notNull(),
    statusDetail: text("status_detail").notNull(),
    transactionAmount: bigint("transaction_amount", { mode: "number" }).notNull(),
    totalPaidAmount: bigint("total_paid_amount", { mode: "number" }).notNull(),
    installmentAmount: bigint("installment_amount", { mode: "number" }).notNull(),
    installments: integer("installments").notNull(),
    /** The interest the buyer pays (Mercado Pago's installment_rate) in hundredths of a percent. */
    installmentRateBasisPoints: integer("installment_rate_bp").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    paymentTypeId: text("payment_type_id").notNull(),
    issuerId: text("issuer_id"),
    tokenId: text("token_id").notNull(),
    cardFingerprint: text("card_fingerprint").notNull(),
    firstSixDigits: text("first_six_digits").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    expirationMonth: integer("expiration_month").notNull(),
    expirationYear: integer("expiration_year").notNull(),
    cardholderName: text("cardholder_name").notNull(),
    cardholderIdentificationType: text("cardholder_identification_type").notNull(),
    cardholderIdentificationNumber: text("cardholder_identification_number").notNull(),
    payerEmail: text("payer_email").notNull(),
    payerFirstName: text("payer_first_name"),
    payerLastName: text("payer_last_name"),
    payerIdentificationType: text("payer_identification_type"),
    payerIdentificationNumber: text("payer_identification_number"),
    description: text("description"),
    externalReference: text("external_reference"),
    statementDescriptor: text("statement_descriptor"),
    notificationUrl: text("notification_url"),
    binaryMode: boolean("binary_mode").notNull().default(false),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text("idempotency_key").notNull(),
    /** When an in_process payment settles as approved. */
    settleAt: at("settle_at"),
    /** Centavos given back so far (refunds, full or partial); the whole amount once it is refunded. */
    amountRefunded: bigint("amount_refunded", { mode: "number" }).notNull().default(0),
    dateCreated: at("date_created").notNull(),
    dateApproved: at("date_approved"),
    dateLastUpdated: at("date_last_updated").notNull(),
  },
  (t) => [
    index("sandbox_payments_duplicates_idx").on(t.cardFingerprint, t.dateCreated),
    index("sandbox_payments_settle_idx").on(t.settleAt),
  ],
);

/**
 * One row per X-Idempotency-Key that created a payment: the same key answers with the same payment. The row
 * is inserted first, in the payment's transaction, so a racing request with the same key waits on it.
 */
export const sandboxIdempotencyKeys = pgTable("sandbox_idempotency_keys", {
  key: text("key").primaryKey(),
  /** Null only inside the transaction that is creating the payment. */
  paymentId: bigint("payment_id", { mode: "number" }).references(() => sandboxPayments.id),
  createdAt: at("created_at").notNull(),
});

/** Refunds (POST /v1/payments/:id/refunds), one per X-Idempotency-Key; a panel refund has a key of its own. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 1_500_000_001 }),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .references(() => sandboxPayments.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    dateCreated: at("date_created").notNull(),
  },
  (t) => [index("sandbox_refunds_payment_idx").on(t.paymentId)],
);

/** Money taken from a card: one row per approved payment, so a test can count the charges. */
export const sandboxCharges = pgTable("sandbox_charges", {
  paymentId: bigint("payment_id", { mode: "number" })
    .primaryKey()
    .references(() => sandboxPayments.id),
  cardFingerprint: text("card_fingerprint").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  createdAt: at("created_at").notNull(),
  /** Set when the payment is refunded or charged back. */
  reversedAt: at("reversed_at"),
});

/** Webhook notifications to deliver, with their delivery attempts; a job of the runner delivers each. */
export const sandboxNotifications = pgTable("sandbox_notifications", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000_001 }),
  paymentId: bigint("payment_id", { mode: "number" })
    .notNull()
    .references(() => sandboxPayments.id),
  /** payment.created or payment.updated */
  action: text("action").notNull(),
  url: text("url").notNull(),
  attempts: integer("attempts").notNull().default(0),
  deliveredAt: at("delivered_at"),
  /** Set when the attempts ran out. */
  failedAt: at("failed_at"),
  lastStatus: integer("last_status"),
  lastError: text("last_error"),
  dateCreated: at("date_created").notNull(),
});
