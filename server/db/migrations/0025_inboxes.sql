ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at");
--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" ("updated_at") WHERE "status" = 'failed';
