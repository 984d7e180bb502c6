-- The rules of a purchase, held by the database whatever wrote the rows (docs/decisions/0049): refunded never
-- exceeds what was charged, and per purchased area used + booked + cancelled never exceeds the sessions bought.
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "total_financed");
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_amount_check" CHECK ("amount" > 0);
--> statement-breakpoint
-- The refunds of one payment add up to at most what it charged. A check cannot read other rows: a trigger,
-- deferred to the commit so the rows of one transaction are judged together. It locks the payment row, so two
-- transactions recording refunds of one payment are judged one after the other.
CREATE FUNCTION "payment_refunds_within_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paying uuid := CASE WHEN TG_TABLE_NAME = 'payments' THEN NEW."id" ELSE NEW."payment_id" END;
  charged integer;
  refunded bigint;
BEGIN
  SELECT "total_financed" INTO charged FROM "payments" WHERE "id" = paying FOR UPDATE;
  SELECT coalesce(sum("amount"), 0) INTO refunded FROM "payment_refunds" WHERE "payment_id" = paying;
  IF refunded > charged THEN
    RAISE EXCEPTION 'payment_refunds_within_paid: the refunds of payment % add up to %, above the % charged',
      paying, refunded, charged
      USING ERRCODE = '23514', CONSTRAINT = 'payment_refunds_within_paid', TABLE = 'payment_refunds';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_refunds_within_paid" AFTER INSERT OR UPDATE OF "amount", "payment_id" ON "payment_refunds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "payment_refunds_within_paid"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_refunds_within_paid" AFTER UPDATE OF "total_financed" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "payment_refunds_within_paid"();
--> statement-breakpoint
-- Sessions given up by a refund, counted (cancelled_at only said that it happened). A full refund cancelled all
-- that were neither used nor booked, and took the booked ones off the visits to come.
ALTER TABLE "session_entitlements" ADD COLUMN "sessions_cancelled" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "session_entitlements" e SET "sessions_cancelled" = greatest(0, e."sessions_total" - e."sessions_used" - (
  SELECT count(*) FROM "visit_areas" va JOIN "visits" v ON v."id" = va."visit_id"
  WHERE va."entitlement_id" = e."id" AND v."status" = 'booked'))
WHERE e."cancelled_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "session_entitlements" DROP CONSTRAINT "session_entitlements_sessions_check";
--> statement-breakpoint
ALTER TABLE "session_entitlements" ADD CONSTRAINT "session_entitlements_sessions_check" CHECK (
  "sessions_total" >= 1 AND "sessions_used" >= 0 AND "sessions_cancelled" >= 0
  AND "sessions_used" + "sessions_cancelled" <= "sessions_total");
--> statement-breakpoint
-- Booked sessions are the entitlement's areas in visits still 'booked': rows of other tables, so a trigger again,
-- deferred to the commit (marking a visit 'Asistió' moves a session from booked to used in two statements) and
-- locking the entitlement so concurrent bookings of one area are judged one after the other.
CREATE FUNCTION "session_entitlement_within_bought"(entitlement uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e record;
  booked bigint;
BEGIN
  SELECT "sessions_total", "sessions_used", "sessions_cancelled" INTO e
  FROM "session_entitlements" WHERE "id" = entitlement FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT count(*) INTO booked FROM "visit_areas" va JOIN "visits" v ON v."id" = va."visit_id"
  WHERE va."entitlement_id" = entitlement AND v."status" = 'booked';
  IF e."sessions_used" + booked + e."sessions_cancelled" > e."sessions_total" THEN
    RAISE EXCEPTION 'session_entitlements_within_bought: sessions of % used %, booked %, cancelled %, above the % bought',
      entitlement, e."sessions_used", booked, e."sessions_cancelled", e."sessions_total"
      USING ERRCODE = '23514', CONSTRAINT = 'session_entitlements_within_bought', TABLE = 'session_entitlements';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "session_entitlements_within_bought"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session_entitlements' THEN
    PERFORM "session_entitlement_within_bought"(NEW."id");
  ELSIF TG_TABLE_NAME = 'visit_areas' THEN
    PERFORM "session_entitlement_within_bought"(NEW."entitlement_id");
  ELSE
    PERFORM "session_entitlement_within_bought"(va."entitlement_id")
    FROM "visit_areas" va WHERE va."visit_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "session_entitlements_within_bought" AFTER INSERT OR UPDATE OF "sessions_total", "sessions_used", "sessions_cancelled" ON "session_entitlements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "session_entitlements_within_bought"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "visit_areas_within_bought" AFTER INSERT OR UPDATE OF "entitlement_id", "visit_id" ON "visit_areas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "session_entitlements_within_bought"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "visits_within_bought" AFTER UPDATE OF "status" ON "visits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'booked' AND OLD."status" <> 'booked')
  EXECUTE FUNCTION "session_entitlements_within_bought"();
