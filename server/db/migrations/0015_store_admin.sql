ALTER TABLE "stores" ADD COLUMN "contact_email" text;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "franchises" ADD COLUMN "contact_email" text;
--> statement-breakpoint
ALTER TABLE "franchises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
