-- Verified reviews (docs/decisions/0072-verified-reviews.md): one per attended visit, asked for by a one-time
-- link whose token is kept hashed; moderated by staff before the storefront shows it.
CREATE TABLE "review_requests" (
  "visit_id" uuid PRIMARY KEY REFERENCES "visits"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL UNIQUE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "visit_id" uuid NOT NULL UNIQUE REFERENCES "visits"("id"),
  "stars" integer NOT NULL,
  "text" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "hidden_reason" text,
  "answer" text,
  "answered_at" timestamp with time zone,
  "published_at" timestamp with time zone,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reviews_stars_check" CHECK ("stars" BETWEEN 1 AND 5),
  CONSTRAINT "reviews_text_check" CHECK (char_length("text") <= 1000),
  CONSTRAINT "reviews_status_check" CHECK ("status" IN ('pending', 'published', 'hidden')),
  -- A hidden review says why; no other state keeps a reason.
  CONSTRAINT "reviews_hidden_reason_check" CHECK (("status" = 'hidden') = ("hidden_reason" IS NOT NULL)),
  CONSTRAINT "reviews_hidden_reason_length_check" CHECK (char_length("hidden_reason") BETWEEN 1 AND 300),
  CONSTRAINT "reviews_answer_check" CHECK (char_length("answer") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" ("status", "created_at");
--> statement-breakpoint
CREATE TRIGGER "reviews_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
