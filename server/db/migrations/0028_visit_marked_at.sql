-- When the branch marked the visit 'Asistió' or 'No asistió': the mark can be undone that day only
-- (docs/decisions/0047-attendance-marks.md). Marks made before this column took their visit's last change.
ALTER TABLE "visits" ADD COLUMN "marked_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "visits" SET "marked_at" = "updated_at" WHERE "status" IN ('attended', 'missed');
