-- Each sandbox webhook notification is delivered by a `sandbox.notification` job of the runner
-- (docs/decisions/0059), which holds its schedule and lease. Notifications still waiting get their job, keeping
-- their attempts and their next time; the recurring pass becomes `sandbox.settlements`, created on start.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts")
SELECT 'sandbox.notification', jsonb_build_object('notificationId', "id"), "next_attempt_at", "attempts"
FROM "sandbox_notifications"
WHERE "delivered_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
DELETE FROM "jobs" WHERE "key" = 'sandbox.notifications';
--> statement-breakpoint
DROP INDEX "sandbox_notifications_due_idx";
--> statement-breakpoint
ALTER TABLE "sandbox_notifications" DROP COLUMN "next_attempt_at";
