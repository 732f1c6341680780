CREATE TABLE "staking_accruals" (
	"position_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" text,
	"maturity" boolean DEFAULT false NOT NULL,
	"accrued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staking_accruals_pk" PRIMARY KEY("position_id","day"),
	CONSTRAINT "staking_accruals_day_positive" CHECK ("staking_accruals"."day" >= 1),
	CONSTRAINT "staking_accruals_amount_not_negative" CHECK ("staking_accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staking_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"tier_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"principal" bigint NOT NULL,
	"daily_rate_bps" integer NOT NULL,
	"period_days" integer NOT NULL,
	"total_interest" bigint NOT NULL,
	"interest_paid" bigint DEFAULT 0 NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"next_accrual_at" timestamp with time zone,
	"matures_at" timestamp with time zone NOT NULL,
	"matured_at" timestamp with time zone,
	CONSTRAINT "staking_positions_player_request_key_unique" UNIQUE("player_id","request_key"),
	CONSTRAINT "staking_positions_principal_positive" CHECK ("staking_positions"."principal" > 0),
	CONSTRAINT "staking_positions_status_known" CHECK ("staking_positions"."status" in ('open', 'matured')),
	CONSTRAINT "staking_positions_days_range" CHECK ("staking_positions"."days_paid" between 0 and "staking_positions"."period_days"),
	CONSTRAINT "staking_positions_interest_range" CHECK ("staking_positions"."interest_paid" >= 0 and "staking_positions"."interest_paid" <= "staking_positions"."total_interest"),
	CONSTRAINT "staking_positions_maturity_consistent" CHECK (("staking_positions"."status" = 'matured') = ("staking_positions"."matured_at" is not null)
          and ("staking_positions"."status" = 'matured') = ("staking_positions"."days_paid" = "staking_positions"."period_days")
          and ("staking_positions"."status" = 'open') = ("staking_positions"."next_accrual_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "staking_tiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"daily_rate_bps" integer NOT NULL,
	"period_days" integer NOT NULL,
	"label_vi" text NOT NULL,
	"label_en" text NOT NULL,
	"label_chs" text NOT NULL,
	"label_cht" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staking_tiers_min_amount_positive" CHECK ("staking_tiers"."min_amount" > 0),
	CONSTRAINT "staking_tiers_rate_range" CHECK ("staking_tiers"."daily_rate_bps" between 1 and 10000),
	CONSTRAINT "staking_tiers_period_range" CHECK ("staking_tiers"."period_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "staking_accruals" ADD CONSTRAINT "staking_accruals_position_id_staking_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."staking_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staking_accruals_player_idx" ON "staking_accruals" USING btree ("player_id","accrued_at");--> statement-breakpoint
CREATE INDEX "staking_positions_player_idx" ON "staking_positions" USING btree ("player_id","opened_at");--> statement-breakpoint
CREATE INDEX "staking_positions_due_idx" ON "staking_positions" USING btree ("status","next_accrual_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_kind" = 'player' and "ledger_accounts"."player_id" is not null and "ledger_accounts"."must_not_go_negative"
          and "ledger_accounts"."type" in ('cash', 'withdrawal_hold', 'bet_escrow', 'staking'))
       or ("ledger_accounts"."owner_kind" = 'house' and "ledger_accounts"."player_id" is null
          and "ledger_accounts"."type" in ('deposits', 'withdrawals', 'game', 'staking_interest', 'adjustments', 'staking_reserve')));