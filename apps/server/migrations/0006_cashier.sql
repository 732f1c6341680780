CREATE TABLE "deposit_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"method_id" text NOT NULL,
	"method_snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_username" text,
	CONSTRAINT "deposit_requests_amount_positive" CHECK ("deposit_requests"."amount" > 0),
	CONSTRAINT "deposit_requests_turnover_non_negative" CHECK ("deposit_requests"."turnover_required" >= 0),
	CONSTRAINT "deposit_requests_status_known" CHECK ("deposit_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "deposit_requests_resolution_consistent" CHECK (("deposit_requests"."status" = 'pending') = ("deposit_requests"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"destination_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "withdrawal_accounts_type_known" CHECK ("withdrawal_accounts"."type" in ('Bank', 'TRC20', 'ERC20', 'BTC'))
);
--> statement-breakpoint
CREATE TABLE "cashier_pay_password_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"payout_reference" text,
	"request_key" text,
	"first_approver_id" uuid,
	"first_approver_username" text,
	"first_approved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_username" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_player_request_key_unique" UNIQUE("player_id","request_key"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_resolution_consistent" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."resolved_at" is null)),
	CONSTRAINT "withdrawals_paid_has_reference" CHECK ("withdrawals"."status" <> 'paid' or "withdrawals"."payout_reference" is not null)
);
--> statement-breakpoint
CREATE INDEX "deposit_requests_player_idx" ON "deposit_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_requests_status_idx" ON "deposit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_player_idx" ON "withdrawal_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_accounts_live_destination_unique" ON "withdrawal_accounts" USING btree ("player_id","destination_key") WHERE "withdrawal_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cashier_pay_password_failures_player_idx" ON "cashier_pay_password_failures" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_player_idx" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","status");