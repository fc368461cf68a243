ALTER TABLE "contents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "image_upload_id" integer;