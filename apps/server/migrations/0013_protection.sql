CREATE TABLE "protection_exclusions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_exclusions_kind_known" CHECK ("protection_exclusions"."kind" in ('timeout', 'self_exclusion')),
	CONSTRAINT "protection_exclusions_ends_after_start" CHECK ("protection_exclusions"."ends_at" > "protection_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "protection_limits_kind_known" CHECK ("protection_limits"."kind" in ('deposit', 'loss')),
	CONSTRAINT "protection_limits_period_known" CHECK ("protection_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "protection_limits_amount_positive" CHECK ("protection_limits"."amount" is null or "protection_limits"."amount" > 0),
	CONSTRAINT "protection_limits_pending_positive" CHECK ("protection_limits"."pending_amount" is null or "protection_limits"."pending_amount" > 0),
	CONSTRAINT "protection_limits_pending_has_time" CHECK ("protection_limits"."pending_amount" is null or "protection_limits"."pending_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" smallint DEFAULT 0 NOT NULL,
	"limits_offered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_settings_interval_known" CHECK ("protection_settings"."reality_check_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_exclusions_player_idx" ON "protection_exclusions" USING btree ("player_id","ends_at");