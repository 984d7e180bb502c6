ALTER TABLE "static_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "teasers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
