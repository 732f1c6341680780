CREATE TABLE "player_login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"quhao" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"pay_password_hash" text,
	"invitation_code" text NOT NULL,
	"referrer_player_id" uuid,
	"referred_by_code" text,
	"level" integer DEFAULT 1 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"frozen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_quhao_phone_unique" UNIQUE("quhao","phone"),
	CONSTRAINT "players_invitation_code_unique" UNIQUE("invitation_code"),
	CONSTRAINT "players_level_range" CHECK ("players"."level" between 1 and 8),
	CONSTRAINT "players_turnover_non_negative" CHECK ("players"."turnover" >= 0),
	CONSTRAINT "players_status_known" CHECK ("players"."status" in ('active', 'frozen'))
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "player_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quhao" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_player_id" uuid,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_codes_kind_known" CHECK ("invitation_codes"."kind" in ('house', 'player')),
	CONSTRAINT "invitation_codes_owner_matches_kind" CHECK (("invitation_codes"."kind" = 'house') = ("invitation_codes"."owner_player_id" is null))
);
--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_login_failures_lookup_idx" ON "player_login_failures" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_lower_unique" ON "players" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "players_referrer_idx" ON "players" USING btree ("referrer_player_id");--> statement-breakpoint
CREATE INDEX "player_sessions_player_idx" ON "player_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("quhao","phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invitation_codes_owner_idx" ON "invitation_codes" USING btree ("owner_player_id");