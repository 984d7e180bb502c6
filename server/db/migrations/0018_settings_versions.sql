ALTER TABLE "shop_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
