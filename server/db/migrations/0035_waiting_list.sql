-- The waiting list of a branch's full days: who waits (customer, areas, a day or a range), the times freed by a
-- cancelled or moved visit, and the offer mailed to each person waiting. docs/decisions/0066-waiting-list.md
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"entitlement_ids" uuid[] NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_days_check" CHECK ("waitlist_entries"."last_day" >= "waitlist_entries"."first_day" and cardinality("waitlist_entries"."entitlement_ids") >= 1),
	CONSTRAINT "waitlist_entries_ended_check" CHECK (("waitlist_entries"."ended_at" is null) = ("waitlist_entries"."ended_by" is null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"visit_id" uuid,
	"booked_visit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('sent', 'booked', 'taken'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_releases" ADD CONSTRAINT "waitlist_releases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_releases" ADD CONSTRAINT "waitlist_releases_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_releases" ADD CONSTRAINT "waitlist_releases_booked_visit_id_visits_id_fk" FOREIGN KEY ("booked_visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_release_id_waitlist_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."waitlist_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_once_idx" ON "waitlist_entries" USING btree ("account_id","store_id","entitlement_ids","first_day","last_day") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_store_days_idx" ON "waitlist_entries" USING btree ("store_id","first_day") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_account_idx" ON "waitlist_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_idx" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_release_entry_idx" ON "waitlist_offers" USING btree ("release_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_release_position_idx" ON "waitlist_offers" USING btree ("release_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_booked_idx" ON "waitlist_offers" USING btree ("release_id") WHERE "waitlist_offers"."status" = 'booked';
