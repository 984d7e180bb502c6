-- Each area's recommended interval between sessions, in days (the next session's window after an attended
-- visit). Existing areas start at the face areas' 30 to 45 days; staff adjust each one in the area editor.
ALTER TABLE "products" ADD COLUMN "session_interval_min_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "session_interval_max_days" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_session_interval_check" CHECK ("products"."session_interval_min_days" >= 1 and "products"."session_interval_max_days" >= "products"."session_interval_min_days");--> statement-breakpoint
-- The reminder that a next session's window has opened: one row per attended visit and opening day, so
-- however many processes run the reminder's job, the mail is queued once.
CREATE TABLE "next_session_reminders" (
	"visit_id" uuid NOT NULL,
	"opens_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "next_session_reminders_visit_id_opens_on_pk" PRIMARY KEY("visit_id","opens_on")
);--> statement-breakpoint
ALTER TABLE "next_session_reminders" ADD CONSTRAINT "next_session_reminders_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
