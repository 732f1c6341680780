CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_staff_id" uuid,
	"assigned_username" text,
	"player_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"last_sender" text,
	"last_preview" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversations_player_unique" UNIQUE("player_id"),
	CONSTRAINT "support_conversations_status_known" CHECK ("support_conversations"."status" in ('open', 'closed')),
	CONSTRAINT "support_conversations_unread_non_negative" CHECK ("support_conversations"."player_unread" >= 0 and "support_conversations"."staff_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"staff_id" uuid,
	"staff_username" text,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_id_unique" UNIQUE("id"),
	CONSTRAINT "support_messages_client_key_unique" UNIQUE("conversation_id","sender","client_key"),
	CONSTRAINT "support_messages_sender_known" CHECK ("support_messages"."sender" in ('player', 'staff')),
	CONSTRAINT "support_messages_staff_consistent" CHECK (("support_messages"."sender" = 'staff') = ("support_messages"."staff_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","seq");