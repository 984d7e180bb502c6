CREATE TABLE "regret_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"payment_code" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"payment_id" uuid REFERENCES "payments"("id"),
	"status" text NOT NULL,
	"revocation_code" text UNIQUE,
	"deadline" timestamp with time zone,
	"ip" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "regret_requests_created_idx" ON "regret_requests" ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "regret_requests_one_accepted_idx" ON "regret_requests" ("payment_id") WHERE "status" in ('accepted', 'refunded');
