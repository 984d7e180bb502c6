CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sessions" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_items_quantity_check" CHECK ("payment_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_detail" text,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"error_codes" jsonb,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"installments" integer NOT NULL,
	"interest_percentage" numeric(9, 4) NOT NULL,
	"total_financed" integer NOT NULL,
	"installment_amount" integer NOT NULL,
	"tea" numeric(9, 2) NOT NULL,
	"cft" numeric(9, 2) NOT NULL,
	"paid_amount" integer,
	"payment_method_id" text NOT NULL,
	"payment_type_id" text,
	"issuer_id" text,
	"card_last_four" text,
	"store_id" uuid,
	"store_name" text NOT NULL,
	"store_address" text NOT NULL,
	"store_phone" text,
	"fiserv_id" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_mobile_phone" text NOT NULL,
	"payer_identification_type" text NOT NULL,
	"payer_identification_number" text NOT NULL,
	"approved_at" timestamp with time zone,
	"cart_cleared_at" timestamp with time zone,
	"purchase_mail_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."total" >= 0 and "payments"."discount" >= 0 and "payments"."installments" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_code_idx" ON "payments" USING btree ("payment_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_account_created_idx" ON "payments" USING btree ("account_id","created_at");