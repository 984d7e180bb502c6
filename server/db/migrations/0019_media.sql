CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "media_images_created_at_idx" ON "media_images" USING btree ("created_at");
