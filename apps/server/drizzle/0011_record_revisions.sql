CREATE TABLE "record_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"autosave" boolean DEFAULT false NOT NULL,
	"restored_from" integer,
	"content" jsonb NOT NULL,
	"upload_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_revisions_record_idx" ON "record_revisions" USING btree ("kind","record_id","id");--> statement-breakpoint
CREATE INDEX "record_revisions_uploads_idx" ON "record_revisions" USING gin ("upload_ids");