CREATE TABLE "verification_files" (
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_files_submission_id_kind_pk" PRIMARY KEY("submission_id","kind"),
	CONSTRAINT "verification_files_kind_known" CHECK ("verification_files"."kind" in ('document', 'selfie')),
	CONSTRAINT "verification_files_mime_known" CHECK ("verification_files"."mime" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"document_type" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_username" text,
	"reason" text,
	"note" text,
	"files_deleted_at" timestamp with time zone,
	CONSTRAINT "verification_submissions_status_known" CHECK ("verification_submissions"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "verification_submissions_submitted" CHECK ("verification_submissions"."status" = 'draft' or ("verification_submissions"."submitted_at" is not null and "verification_submissions"."document_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "verification_files" ADD CONSTRAINT "verification_files_submission_id_verification_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_submissions_one_draft" ON "verification_submissions" USING btree ("player_id") WHERE "verification_submissions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "verification_submissions_queue_idx" ON "verification_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_submissions_player_idx" ON "verification_submissions" USING btree ("player_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_submissions_retention_idx" ON "verification_submissions" USING btree ("decided_at") WHERE "verification_submissions"."files_deleted_at" is null;