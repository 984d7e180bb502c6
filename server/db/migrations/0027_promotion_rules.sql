CREATE TABLE "promotion_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"buy_quantity" integer DEFAULT 2 NOT NULL,
	"pay_quantity" integer DEFAULT 1 NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_kind_check" CHECK ("promotion_rules"."kind" in ('n_for_m', 'percentage', 'fixed')),
	CONSTRAINT "promotion_rules_terms_check" CHECK (
		("promotion_rules"."kind" = 'n_for_m' and "promotion_rules"."buy_quantity" >= 2 and "promotion_rules"."pay_quantity" >= 1 and "promotion_rules"."pay_quantity" < "promotion_rules"."buy_quantity")
		or ("promotion_rules"."kind" = 'percentage' and "promotion_rules"."value" between 1 and 100)
		or ("promotion_rules"."kind" = 'fixed' and "promotion_rules"."value" > 0)),
	CONSTRAINT "promotion_rules_dates_check" CHECK ("promotion_rules"."ends_at" is null or "promotion_rules"."starts_at" is null or "promotion_rules"."ends_at" >= "promotion_rules"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "promotion_rules_active_idx" ON "promotion_rules" ("ends_at") WHERE "enabled";
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;
