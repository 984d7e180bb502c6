ALTER TABLE "carts" ADD COLUMN "item_added_at" timestamp with time zone;
