-- Ledger transfers are immutable: a correction is a new transfer, never an edit. Only the test
-- harness may empty the ledger, inside a transaction that sets fairround.test_reset = 'on' locally.
CREATE OR REPLACE FUNCTION ledger_transfers_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_refuse_change();
--> statement-breakpoint
-- Accounts are permanent and keep their identity; only the cached balance ever changes (the
-- ledger service writes it under the row lock, and checkInvariants proves it against transfers).
CREATE OR REPLACE FUNCTION ledger_accounts_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id
     AND NEW.owner_kind = OLD.owner_kind
     AND NEW.player_id IS NOT DISTINCT FROM OLD.player_id
     AND NEW.type = OLD.type
     AND NEW.must_not_go_negative = OLD.must_not_go_negative
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_accounts: % of an account identity is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity_fixed
  BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_refuse_truncate() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('fairround.test_reset', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION '% is append-only: TRUNCATE is not allowed', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate
  BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
