ALTER TABLE "shop_settings" ADD COLUMN "card_brands" jsonb DEFAULT '["visa","debvisa","master","maestro","argencard","amex"]'::jsonb NOT NULL;
