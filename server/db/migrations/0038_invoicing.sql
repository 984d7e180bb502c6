-- Electronic invoicing with ARCA (docs/decisions/0070): a franchise's invoicing settings, the vouchers (one
-- invoice per sale, one credit note per refund or chargeback) and the numbering sequences with the one voucher
-- each is asking a number for.
CREATE TABLE "franchise_invoicing" (
  "franchise_id" uuid PRIMARY KEY NOT NULL REFERENCES "franchises"("id") ON DELETE CASCADE,
  "cuit" text NOT NULL,
  "legal_name" text NOT NULL,
  "iva_condition" text NOT NULL,
  "point_of_sale" integer NOT NULL,
  "activities_start" date NOT NULL,
  "credentials" text,
  "credentials_uploaded_at" timestamp with time zone,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "franchise_invoicing_cuit_check" CHECK ("cuit" ~ '^[0-9]{11}$'),
  CONSTRAINT "franchise_invoicing_pos_check" CHECK ("point_of_sale" between 1 and 99998),
  CONSTRAINT "franchise_invoicing_iva_check" CHECK ("iva_condition" in ('responsable_inscripto', 'monotributo'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_invoicing_cuit_pos_idx" ON "franchise_invoicing" ("cuit", "point_of_sale");
--> statement-breakpoint
CREATE TABLE "vouchers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "kind" text NOT NULL,
  "cause" text NOT NULL,
  "refund_id" uuid REFERENCES "payment_refunds"("id"),
  "invoice_id" uuid REFERENCES "vouchers"("id"),
  "franchise_id" uuid REFERENCES "franchises"("id"),
  "amount" integer NOT NULL,
  "state" text DEFAULT 'pendiente' NOT NULL,
  "waiting" text,
  "cuit" text,
  "point_of_sale" integer,
  "voucher_type" integer,
  "number" integer,
  "cae" text,
  "cae_due_on" date,
  "issued_on" date,
  "request" jsonb,
  "observations" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "authorized_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vouchers_kind_check" CHECK ("kind" in ('invoice', 'credit_note')),
  CONSTRAINT "vouchers_cause_check" CHECK (("kind" = 'invoice' and "cause" = 'sale' and "refund_id" is null) or ("kind" = 'credit_note' and (("cause" = 'refund' and "refund_id" is not null) or ("cause" = 'chargeback' and "refund_id" is null)))),
  CONSTRAINT "vouchers_state_check" CHECK ("state" in ('pendiente', 'autorizada', 'rechazada')),
  CONSTRAINT "vouchers_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "vouchers_authorized_check" CHECK ("state" <> 'autorizada' or ("number" is not null and "cae" is not null and "cae_due_on" is not null and "issued_on" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_one_invoice_idx" ON "vouchers" ("payment_id") WHERE "kind" = 'invoice';
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_one_chargeback_idx" ON "vouchers" ("payment_id") WHERE "cause" = 'chargeback';
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_refund_idx" ON "vouchers" ("refund_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_number_idx" ON "vouchers" ("cuit", "point_of_sale", "voucher_type", "number") WHERE "number" is not null;
--> statement-breakpoint
CREATE INDEX "vouchers_franchise_created_idx" ON "vouchers" ("franchise_id", "created_at");
--> statement-breakpoint
CREATE INDEX "vouchers_state_idx" ON "vouchers" ("state");
--> statement-breakpoint
CREATE TABLE "voucher_sequences" (
  "cuit" text NOT NULL,
  "point_of_sale" integer NOT NULL,
  "voucher_type" integer NOT NULL,
  "voucher_id" uuid REFERENCES "vouchers"("id"),
  "asking_number" integer,
  "held_since" timestamp with time zone,
  CONSTRAINT "voucher_sequences_cuit_point_of_sale_voucher_type_pk" PRIMARY KEY ("cuit", "point_of_sale", "voucher_type")
);
