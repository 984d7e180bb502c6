CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "booking_minutes" integer CHECK ("booking_minutes" BETWEEN 5 AND 480);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "min_notice_minutes" integer DEFAULT 120 NOT NULL,
  "max_days_ahead" integer DEFAULT 60 NOT NULL,
  "min_days_between_sessions" integer DEFAULT 28 NOT NULL,
  "change_cutoff_hours" integer DEFAULT 24 NOT NULL,
  "default_area_minutes" integer DEFAULT 30 NOT NULL,
  "slot_step_minutes" integer DEFAULT 30 NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "booking_rules" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "store_agendas" (
  "store_id" uuid PRIMARY KEY REFERENCES "stores"("id") ON DELETE CASCADE,
  "rooms" integer DEFAULT 1 NOT NULL CHECK ("rooms" BETWEEN 1 AND 50),
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_closed_days" (
  "store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "reason" text DEFAULT '' NOT NULL,
  PRIMARY KEY ("store_id", "day")
);
--> statement-breakpoint
CREATE TABLE "session_entitlements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "account_id" uuid NOT NULL REFERENCES "accounts"("id"),
  "payment_id" uuid NOT NULL REFERENCES "payments"("id"),
  "product_id" uuid NOT NULL REFERENCES "products"("id"),
  "title" text NOT NULL,
  "store_id" uuid REFERENCES "stores"("id") ON DELETE SET NULL,
  "sessions_total" integer NOT NULL,
  "sessions_used" integer DEFAULT 0 NOT NULL,
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "session_entitlements_sessions_check" CHECK ("sessions_used" >= 0 AND "sessions_used" <= "sessions_total")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "session_entitlements_payment_product_idx" ON "session_entitlements" ("payment_id", "product_id");
--> statement-breakpoint
CREATE INDEX "session_entitlements_account_idx" ON "session_entitlements" ("account_id");
--> statement-breakpoint
CREATE TABLE "visits" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "account_id" uuid NOT NULL REFERENCES "accounts"("id"),
  "store_id" uuid NOT NULL REFERENCES "stores"("id"),
  "room" integer NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'booked' NOT NULL,
  "booked_by" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL,
  "reminded_for" timestamp with time zone,
  "marked_by" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "visits_times_check" CHECK ("ends_at" > "starts_at" AND "room" >= 1),
  -- No room holds two visits at once, and no customer is in two places at once: enforced here, whatever
  -- the application checked before.
  CONSTRAINT "visits_room_free" EXCLUDE USING gist (
    "store_id" WITH =, "room" WITH =, tstzrange("starts_at", "ends_at") WITH &&
  ) WHERE ("status" <> 'cancelled'),
  CONSTRAINT "visits_customer_free" EXCLUDE USING gist (
    "account_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
  ) WHERE ("status" <> 'cancelled')
);
--> statement-breakpoint
CREATE INDEX "visits_store_starts_idx" ON "visits" ("store_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "visits_account_starts_idx" ON "visits" ("account_id", "starts_at");
--> statement-breakpoint
CREATE TABLE "visit_areas" (
  "visit_id" uuid NOT NULL REFERENCES "visits"("id") ON DELETE CASCADE,
  "entitlement_id" uuid NOT NULL REFERENCES "session_entitlements"("id"),
  "minutes" integer NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("visit_id", "entitlement_id")
);
--> statement-breakpoint
CREATE INDEX "visit_areas_entitlement_idx" ON "visit_areas" ("entitlement_id");
--> statement-breakpoint
INSERT INTO "session_entitlements" ("account_id", "payment_id", "product_id", "title", "store_id", "sessions_total")
SELECT p."account_id", p."id", i."product_id", min(i."title"), p."store_id",
  sum(greatest(coalesce(nullif(substring(coalesce(i."sessions", '') from '^[0-9]+'), '')::integer, 1), 1) * greatest(i."quantity", 1))
FROM "payments" p JOIN "payment_items" i ON i."payment_id" = p."id"
WHERE p."status" = 'approved'
GROUP BY p."account_id", p."id", i."product_id", p."store_id";
