-- A cart holds one discount code at most. Carts that got several through racing 'Usar' posts keep the first.
DELETE FROM "cart_coupons" AS "c"
USING "cart_coupons" AS "k"
WHERE "k"."account_id" = "c"."account_id"
  AND ("k"."created_at", "k"."coupon_id") < ("c"."created_at", "c"."coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_coupons_account_idx" ON "cart_coupons" USING btree ("account_id");
