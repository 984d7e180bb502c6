-- What a refund gives back besides money (docs/decisions/0051): the shop's request, kept before the provider is
-- asked so that whichever path records the provider's refund applies its lines, and the sessions per area a
-- recorded refund returned.
CREATE TABLE "refund_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "idempotency_key" text NOT NULL UNIQUE,
  "amount" integer NOT NULL,
  "lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "source" text NOT NULL,
  "reason" text NOT NULL,
  "staff_id" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL,
  "provider_refund_id" text UNIQUE,
  "refund_id" uuid UNIQUE REFERENCES "payment_refunds"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "refund_requests_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "refund_requests_payment_idx" ON "refund_requests" ("payment_id");
--> statement-breakpoint
CREATE TABLE "payment_refund_lines" (
  "refund_id" uuid NOT NULL REFERENCES "payment_refunds"("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "sessions" integer NOT NULL,
  CONSTRAINT "payment_refund_lines_refund_id_product_id_pk" PRIMARY KEY ("refund_id", "product_id"),
  CONSTRAINT "payment_refund_lines_sessions_check" CHECK ("sessions" > 0)
);
