CREATE TABLE "player_broadcasts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"audience" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"push" boolean NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"recipients" integer,
	"sent_at" timestamp with time zone,
	"created_by_staff_id" uuid NOT NULL,
	"created_by_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_broadcasts_due_idx" ON "player_broadcasts" USING btree ("send_at") WHERE "player_broadcasts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "player_broadcasts_created_idx" ON "player_broadcasts" USING btree ("created_at");