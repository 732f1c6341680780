-- Deposit requests and withdrawals resolve at most once, and what was asked never changes: the
-- database refuses any update of a resolved row, any change of a row's identity, player, amount
-- or destination, and any delete. The services already resolve with a conditional update and a
-- deterministic ledger id; this is the last line of defence.
CREATE OR REPLACE FUNCTION deposit_requests_resolve_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.status = 'pending'
     AND NEW.id = OLD.id
     AND NEW.player_id = OLD.player_id
     AND NEW.amount = OLD.amount
     AND NEW.method_id = OLD.method_id
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'deposit_requests: % of a resolved request or of its terms is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deposit_requests_resolve_once
  BEFORE UPDATE OR DELETE ON deposit_requests
  FOR EACH ROW EXECUTE FUNCTION deposit_requests_resolve_once();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION withdrawals_resolve_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.status = 'pending'
     AND NEW.id = OLD.id
     AND NEW.player_id = OLD.player_id
     AND NEW.account_id = OLD.account_id
     AND NEW.amount = OLD.amount
     AND NEW.request_key IS NOT DISTINCT FROM OLD.request_key
     AND NEW.created_at = OLD.created_at
     AND (OLD.first_approver_id IS NULL OR NEW.first_approver_id = OLD.first_approver_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'withdrawals: % of a resolved withdrawal or of its terms is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER withdrawals_resolve_once
  BEFORE UPDATE OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawals_resolve_once();
--> statement-breakpoint
-- A withdrawal account is never edited (withdrawals point at it); removing it only sets deleted_at.
CREATE OR REPLACE FUNCTION withdrawal_accounts_soft_delete_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.deleted_at IS NULL
     AND NEW.deleted_at IS NOT NULL
     AND (NEW.id, NEW.player_id, NEW.type, NEW.bank, NEW.account, NEW.holder_name, NEW.area, NEW.address, NEW.destination_key, NEW.created_at)
       = (OLD.id, OLD.player_id, OLD.type, OLD.bank, OLD.account, OLD.holder_name, OLD.area, OLD.address, OLD.destination_key, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'withdrawal_accounts: % is not allowed (accounts are only soft-deleted)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER withdrawal_accounts_soft_delete_only
  BEFORE UPDATE OR DELETE ON withdrawal_accounts
  FOR EACH ROW EXECUTE FUNCTION withdrawal_accounts_soft_delete_only();
