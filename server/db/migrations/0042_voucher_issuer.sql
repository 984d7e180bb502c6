-- The seller's data as they stood when ARCA authorised a voucher: its document prints them ever after, whatever the
-- franchise's settings say later (docs/decisions/0071). Null for vouchers authorised before; they print today's.
ALTER TABLE "vouchers" ADD COLUMN "issuer" jsonb;
