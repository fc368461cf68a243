CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"autosave" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_keys" text[] NOT NULL,
	"meta" jsonb NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"byte_size" integer NOT NULL,
	"staff_id" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "summary_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "summary_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "excerpt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "excerpt_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_alt_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_upload_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_staff_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","version");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("attached_at","created_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_staff_id_staff_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "posts_author_staff_idx" ON "posts" USING btree ("author_staff_id");--> statement-breakpoint
-- Existing posts were written in one language each: that version becomes their English or Myanmar one,
-- and those already public have told members about themselves.
UPDATE "posts" SET
	"title_en" = CASE WHEN "language" = 'en' THEN "title" ELSE '' END,
	"title_mm" = CASE WHEN "language" = 'mm' THEN "title" ELSE '' END,
	"body_en" = CASE WHEN "language" = 'en' THEN "body" ELSE '' END,
	"body_mm" = CASE WHEN "language" = 'mm' THEN "body" ELSE '' END,
	"excerpt_en" = CASE WHEN "language" = 'en' THEN "excerpt" ELSE '' END,
	"excerpt_mm" = CASE WHEN "language" = 'mm' THEN "excerpt" ELSE '' END,
	"notified_at" = CASE WHEN "status" = 'published' THEN "public_date" ELSE NULL END;
