CREATE TABLE "protection_limit_raises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"from_amount" bigint NOT NULL,
	"to_amount" bigint,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_reviews" (
	"signal_key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"note" text NOT NULL,
	"reviewed_by" uuid NOT NULL,
	"reviewed_by_username" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_limit_raises" ADD CONSTRAINT "protection_limit_raises_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_limit_raises_requested_idx" ON "protection_limit_raises" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "player_sessions_ip_idx" ON "player_sessions" USING btree ("ip","player_id");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_destination_idx" ON "withdrawal_accounts" USING btree ("destination_key");