CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_kind_known" CHECK ("login_failures"."kind" in ('player', 'staff')),
	CONSTRAINT "login_failures_scope_known" CHECK ("login_failures"."scope" in ('account', 'ip'))
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE INDEX "login_failures_lookup_idx" ON "login_failures" USING btree ("kind","scope","key","created_at");