ALTER TABLE "support_conversations" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_quhao" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_mobile" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "claimed_by_player_id" uuid;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_visitor_token_unique" UNIQUE("visitor_token_hash");--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_player_or_visitor" CHECK (("support_conversations"."player_id" is null) = ("support_conversations"."visitor_token_hash" is not null) and ("support_conversations"."visitor_token_hash" is null) = ("support_conversations"."visitor_mobile" is null));