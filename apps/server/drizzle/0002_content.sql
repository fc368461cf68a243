CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_mm" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_no" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_mm" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dhamma_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"speaker_en" text DEFAULT '' NOT NULL,
	"speaker_mm" text DEFAULT '' NOT NULL,
	"recorded_on" date NOT NULL,
	"kind" text NOT NULL,
	"media_key" text,
	"media_url" text,
	"media_type" text,
	"duration_seconds" integer,
	"body_en" text DEFAULT '' NOT NULL,
	"body_mm" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_mm" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"author_en" text DEFAULT '' NOT NULL,
	"author_mm" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_mm" text DEFAULT '' NOT NULL,
	"cover" jsonb,
	"category_id" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"file_key" text,
	"min_price_mmk" integer NOT NULL,
	"min_price_usd" integer NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'my' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_mm" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Yangon' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	"venue_mm" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_mm" text DEFAULT '' NOT NULL,
	"map_url" text,
	"registration_url" text,
	"image" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_mm" text DEFAULT '' NOT NULL,
	"taken_on" date NOT NULL,
	"cover" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image" jsonb NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"caption_mm" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_type" smallint NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_mm" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_mm" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"contact_phone" text,
	"contact_email" text,
	"address_en" text DEFAULT '' NOT NULL,
	"address_mm" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streaming_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_mm" text DEFAULT '' NOT NULL,
	"stream_kind" text NOT NULL,
	"stream_url" text NOT NULL,
	"schedule_en" text DEFAULT '' NOT NULL,
	"schedule_mm" text DEFAULT '' NOT NULL,
	"poster" jsonb,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"speaker_en" text DEFAULT '' NOT NULL,
	"speaker_mm" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_mm" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'dhamma-talk' NOT NULL,
	"audio_key" text NOT NULL,
	"audio_type" text DEFAULT 'audio/mpeg' NOT NULL,
	"audio_bytes" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"cover" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_commission_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"platform_type" text DEFAULT 'web' NOT NULL,
	"app_commission_fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"ebook_id" integer NOT NULL,
	"unit_donate_price" integer NOT NULL,
	"engraved_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_code" text DEFAULT 'MMK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ebook_id" integer NOT NULL,
	"cart_item_id" integer,
	"ebook_title" text NOT NULL,
	"ebook_image_url" text,
	"engraved_text" text DEFAULT '' NOT NULL,
	"unit_price" integer NOT NULL,
	"dedicated_file_key" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'p' NOT NULL,
	"currency_code" text NOT NULL,
	"subtotal" integer NOT NULL,
	"commission_fee" integer NOT NULL,
	"trans_fee" integer NOT NULL,
	"service_fee" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"payment_name" text NOT NULL,
	"payment_ref" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"event_id" text NOT NULL,
	"outcome" text NOT NULL,
	"applied" text DEFAULT 'no' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"transaction_fee" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_category_id_ebook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ebook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_visible_published_at_idx" ON "banners" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "banners_sort_order_idx" ON "banners" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug_key" ON "contents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contents_visible_published_at_idx" ON "contents" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "dhamma_records_visible_published_at_idx" ON "dhamma_records" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "dhamma_records_recorded_on_idx" ON "dhamma_records" USING btree ("recorded_on");--> statement-breakpoint
CREATE INDEX "dhamma_records_kind_idx" ON "dhamma_records" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "dhamma_records_title_en_idx" ON "dhamma_records" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "dhamma_records_tags_idx" ON "dhamma_records" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "ebook_categories_sort_order_idx" ON "ebook_categories" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "ebook_categories_name_en_idx" ON "ebook_categories" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "ebooks_visible_published_at_idx" ON "ebooks" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "ebooks_category_published_at_idx" ON "ebooks" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "ebooks_status_idx" ON "ebooks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ebooks_language_idx" ON "ebooks" USING btree ("language");--> statement-breakpoint
CREATE INDEX "ebooks_title_en_idx" ON "ebooks" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "ebooks_min_price_mmk_idx" ON "ebooks" USING btree ("min_price_mmk");--> statement-breakpoint
CREATE INDEX "ebooks_min_price_usd_idx" ON "ebooks" USING btree ("min_price_usd");--> statement-breakpoint
CREATE INDEX "events_visible_published_at_idx" ON "events" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "galleries_visible_published_at_idx" ON "galleries" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "galleries_taken_on_idx" ON "galleries" USING btree ("taken_on");--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery_position_idx" ON "gallery_photos" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE INDEX "group_entries_visible_published_at_idx" ON "group_entries" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "group_entries_type_sort_idx" ON "group_entries" USING btree ("group_type","sort_order");--> statement-breakpoint
CREATE INDEX "group_entries_title_en_idx" ON "group_entries" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "live_streaming_settings_active_idx" ON "live_streaming_settings" USING btree ("is_active","updated_at");--> statement-breakpoint
CREATE INDEX "podcasts_visible_published_at_idx" ON "podcasts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "podcasts_category_published_at_idx" ON "podcasts" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "podcasts_title_en_idx" ON "podcasts" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "podcasts_duration_idx" ON "podcasts" USING btree ("duration_seconds");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_ebook_key" ON "cart_items" USING btree ("cart_id","ebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_key" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_ebook_id_idx" ON "order_items" USING btree ("ebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_ref_key" ON "orders" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "orders_user_status_no_idx" ON "orders" USING btree ("user_id","status","order_no");--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","order_date");--> statement-breakpoint
CREATE INDEX "payment_events_order_id_idx" ON "payment_events" USING btree ("order_id");