-- Each outbox mail is delivered by a `mail.send` job of the runner (docs/decisions/0059): the job holds the
-- schedule and the lease the outbox row held. Mails still waiting get their job, keeping their attempts and
-- their next time; the recurring pass over the outbox is gone.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts")
SELECT 'mail.send', jsonb_build_object('mailId', "id"), "next_attempt_at", "attempts"
FROM "mail_outbox"
WHERE "status" = 'pending';
--> statement-breakpoint
DELETE FROM "jobs" WHERE "key" = 'mail.outbox';
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at", DROP COLUMN "locked_until", DROP COLUMN "claim_token";
--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" ("created_at") WHERE "status" = 'pending';
