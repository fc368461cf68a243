ALTER TABLE "podcasts" ALTER COLUMN "audio_key" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "pdf_upload_id" integer;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "pdf_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "cover_upload_id" integer;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "series_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "series_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "recorded_on" date;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "audio_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "bitrate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "audio_upload_id" integer;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_upload_id" integer;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "author_staff_id" integer;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "app_commission_fees" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_commission_fees" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "updated_by_name" text;