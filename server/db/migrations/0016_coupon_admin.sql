ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
