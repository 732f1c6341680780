-- Deposit references, chain transaction ids and player cancellation (docs/cashier.md).
-- Existing requests get a reference too: the column starts nullable, every row draws a unique
-- 8-character code from the same alphabet as new requests (no 0/O/1/I), then it becomes NOT NULL
-- with its unique index. Resolved rows are frozen by deposit_requests_resolve_once (0007), so the
-- trigger is off for the backfill only.
ALTER TABLE "deposit_requests" DROP CONSTRAINT "deposit_requests_status_known";--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "deposit_requests" DISABLE TRIGGER "deposit_requests_resolve_once";--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  request record;
  candidate text;
BEGIN
  FOR request IN SELECT "id" FROM "deposit_requests" WHERE "reference" IS NULL LOOP
    LOOP
      candidate := '';
      FOR character_index IN 1..8 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "deposit_requests" WHERE "reference" = candidate);
    END LOOP;
    UPDATE "deposit_requests" SET "reference" = candidate WHERE "id" = request."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "deposit_requests" ENABLE TRIGGER "deposit_requests_resolve_once";--> statement-breakpoint
ALTER TABLE "deposit_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_reference_unique" ON "deposit_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposit_requests_tx_hash_idx" ON "deposit_requests" USING btree ("tx_hash") WHERE "deposit_requests"."tx_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_live_tx_hash_unique" ON "deposit_requests" USING btree ("method_id","tx_hash") WHERE "deposit_requests"."tx_hash" is not null and "deposit_requests"."status" in ('pending', 'approved');--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_reference_format" CHECK ("deposit_requests"."reference" ~ '^[2-9A-HJ-NP-Z]{8}$');--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_status_known" CHECK ("deposit_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'));--> statement-breakpoint
-- What was asked never changes: the reference and the transaction id join the frozen terms.
CREATE OR REPLACE FUNCTION deposit_requests_resolve_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.status = 'pending'
     AND NEW.id = OLD.id
     AND NEW.player_id = OLD.player_id
     AND NEW.amount = OLD.amount
     AND NEW.method_id = OLD.method_id
     AND NEW.reference = OLD.reference
     AND NEW.tx_hash IS NOT DISTINCT FROM OLD.tx_hash
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'deposit_requests: % of a resolved request or of its terms is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
