CREATE TABLE "podcast_play_listeners" (
	"podcast_id" integer NOT NULL,
	"listener" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "podcast_play_listeners_podcast_id_listener_day_pk" PRIMARY KEY("podcast_id","listener","day")
);
--> statement-breakpoint
CREATE TABLE "podcast_plays_daily" (
	"day" date NOT NULL,
	"podcast_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "podcast_plays_daily_day_podcast_id_pk" PRIMARY KEY("day","podcast_id")
);
--> statement-breakpoint
CREATE TABLE "post_views_daily" (
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_views_daily_day_post_id_pk" PRIMARY KEY("day","post_id")
);
--> statement-breakpoint
ALTER TABLE "podcast_play_listeners" ADD CONSTRAINT "podcast_play_listeners_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_plays_daily" ADD CONSTRAINT "podcast_plays_daily_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views_daily" ADD CONSTRAINT "post_views_daily_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_play_listeners_day_idx" ON "podcast_play_listeners" USING btree ("day");--> statement-breakpoint
CREATE INDEX "podcast_plays_daily_podcast_idx" ON "podcast_plays_daily" USING btree ("podcast_id");--> statement-breakpoint
CREATE INDEX "post_views_daily_post_idx" ON "post_views_daily" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "uploads_file_keys_idx" ON "uploads" USING gin ("file_keys");--> statement-breakpoint
-- Views counted before this migration and still kept (post_views is pruned after two days), by Myanmar day.
INSERT INTO "post_views_daily" ("day", "post_id", "views")
SELECT ("hour_bucket" AT TIME ZONE 'UTC' + interval '390 minutes')::date, "post_id", count(*)::int FROM "post_views" GROUP BY 1, 2;--> statement-breakpoint
-- Uploaded images already placed in a text, and not yet cleaned away, are kept from now on (keepImagesIn).
UPDATE "uploads" u SET "attached_at" = now() WHERE u."kind" = 'image' AND u."attached_at" IS NULL AND EXISTS (
  SELECT 1 FROM unnest(u."file_keys") k WHERE
    EXISTS (SELECT 1 FROM "posts" p WHERE strpos(p."body_en", k) > 0 OR strpos(p."body_mm", k) > 0)
    OR EXISTS (SELECT 1 FROM "contact_replies" r WHERE strpos(r."body", k) > 0)
    OR EXISTS (SELECT 1 FROM "notifications" n WHERE strpos(n."content", k) > 0)
    OR EXISTS (SELECT 1 FROM "events" e WHERE strpos(e."description_en", k) > 0 OR strpos(e."description_mm", k) > 0)
    OR EXISTS (SELECT 1 FROM "dhamma_records" d WHERE strpos(d."body_en", k) > 0 OR strpos(d."body_mm", k) > 0)
    OR EXISTS (SELECT 1 FROM "group_entries" g WHERE strpos(g."body_en", k) > 0 OR strpos(g."body_mm", k) > 0)
);
