ALTER TABLE "accounts" ADD COLUMN "review_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "review_rejection_reason" text;
