CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"player_id" uuid,
	"type" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"must_not_go_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."owner_kind" = 'player' and "ledger_accounts"."player_id" is not null and "ledger_accounts"."must_not_go_negative"
          and "ledger_accounts"."type" in ('cash', 'withdrawal_hold', 'bet_escrow', 'staking'))
       or ("ledger_accounts"."owner_kind" = 'house' and "ledger_accounts"."player_id" is null
          and "ledger_accounts"."type" in ('deposits', 'withdrawals', 'game', 'staking_interest', 'adjustments'))),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK (not "ledger_accounts"."must_not_go_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"code" text NOT NULL,
	"reference" text NOT NULL,
	"debit_balance_after" bigint NOT NULL,
	"credit_balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_seq_unique" UNIQUE("seq"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_type_unique" ON "ledger_accounts" USING btree ("player_id","type") WHERE "ledger_accounts"."owner_kind" = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_type_unique" ON "ledger_accounts" USING btree ("type") WHERE "ledger_accounts"."owner_kind" = 'house';--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_seq_idx" ON "ledger_transfers" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_seq_idx" ON "ledger_transfers" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");