ALTER TABLE "payments" ADD COLUMN "branch_mail_at" timestamp with time zone;
--> statement-breakpoint
-- Sales approved before the branch was told by mail are not announced now, months late.
UPDATE "payments" SET "branch_mail_at" = coalesce("approved_at", "updated_at") WHERE "status" = 'approved';
