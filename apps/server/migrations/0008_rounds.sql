CREATE TABLE "fairness_chains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_type" integer NOT NULL,
	"sequence" integer NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"secret_hex" text NOT NULL,
	"next_n" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fairness_chains_type_sequence_unique" UNIQUE("room_type","sequence"),
	CONSTRAINT "fairness_chains_next_n" CHECK ("fairness_chains"."next_n" between 1 and "fairness_chains"."length" + 1)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"room_type" integer NOT NULL,
	"kind" smallint NOT NULL,
	"icon" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"name_chs" text NOT NULL,
	"name_cht" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"option" smallint NOT NULL,
	"odds" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"won" boolean,
	CONSTRAINT "order_lines_pk" PRIMARY KEY("order_id","option"),
	CONSTRAINT "order_lines_amount_positive" CHECK ("order_lines"."amount" > 0),
	CONSTRAINT "order_lines_option_range" CHECK ("order_lines"."option" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"room_id" integer NOT NULL,
	"round_id" uuid NOT NULL,
	"room_type" integer NOT NULL,
	"seqno" text NOT NULL,
	"total" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"order_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "orders_player_key_unique" UNIQUE("player_id","order_key"),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total" > 0),
	CONSTRAINT "orders_payout_non_negative" CHECK ("orders"."payout" >= 0),
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('placed', 'cancelled', 'won', 'lost')),
	CONSTRAINT "orders_resolution_consistent" CHECK (("orders"."state" = 'placed') = ("orders"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"room_type" integer PRIMARY KEY NOT NULL,
	"period_s" integer NOT NULL,
	"lock_s" integer NOT NULL,
	"draw_delay_s" integer NOT NULL,
	"chain_length" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_types_known" CHECK ("room_types"."room_type" in (1, 4, 15, 16)),
	CONSTRAINT "room_types_timing" CHECK ("room_types"."lock_s" >= 0 and "room_types"."draw_delay_s" >= 0 and "room_types"."period_s" > "room_types"."lock_s" + "room_types"."draw_delay_s"),
	CONSTRAINT "room_types_chain_length" CHECK ("room_types"."chain_length" between 2 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"room_type" integer NOT NULL,
	"tab" smallint NOT NULL,
	"tier" text NOT NULL,
	"min_join" bigint NOT NULL,
	"min_buy" bigint NOT NULL,
	"min_level" integer NOT NULL,
	"rates" integer[] NOT NULL,
	"pending_rates" integer[],
	"pending_from" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rooms_type_tab_tier_unique" UNIQUE("room_type","tab","tier"),
	CONSTRAINT "rooms_tab_known" CHECK ("rooms"."tab" between 1 and 3),
	CONSTRAINT "rooms_limits" CHECK ("rooms"."min_join" >= 0 and "rooms"."min_buy" > 0 and "rooms"."min_level" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_type" integer NOT NULL,
	"seqno" text NOT NULL,
	"chain_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"seed" text,
	"result" jsonb,
	"locked_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rounds_type_seqno_unique" UNIQUE("room_type","seqno"),
	CONSTRAINT "rounds_type_draws_at_unique" UNIQUE("room_type","draws_at"),
	CONSTRAINT "rounds_chain_n_unique" UNIQUE("chain_id","n"),
	CONSTRAINT "rounds_state_known" CHECK ("rounds"."state" in ('open', 'locked', 'drawn', 'settled')),
	CONSTRAINT "rounds_times_ordered" CHECK ("rounds"."opens_at" <= "rounds"."locks_at" and "rounds"."locks_at" <= "rounds"."draws_at"),
	CONSTRAINT "rounds_drawn_has_seed" CHECK (("rounds"."state" in ('open', 'locked')) = ("rounds"."seed" is null))
);
--> statement-breakpoint
CREATE INDEX "orders_round_state_idx" ON "orders" USING btree ("round_id","state");--> statement-breakpoint
CREATE INDEX "orders_player_created_idx" ON "orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_room_round_idx" ON "orders" USING btree ("room_id","round_id");--> statement-breakpoint
CREATE INDEX "rounds_state_due_idx" ON "rounds" USING btree ("state","draws_at");--> statement-breakpoint
CREATE INDEX "rounds_type_draws_idx" ON "rounds" USING btree ("room_type","draws_at");