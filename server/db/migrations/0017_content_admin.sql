ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "press_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
