-- News posts are a kind of the record engine (docs/decisions/0051): every revision a post kept moves
-- into record_revisions as kind 'news', in the order it was saved, with the cover it names kept
-- from the unused-upload purge (upload_ids), before post_revisions goes.
INSERT INTO "record_revisions" ("kind", "record_id", "version", "staff_id", "staff_name", "autosave", "restored_from", "content", "upload_ids", "created_at")
SELECT 'news', "post_id", "version", "staff_id", "staff_name", "autosave", NULL, "content",
	CASE WHEN jsonb_typeof("content"->'coverUploadId') = 'number' THEN ARRAY[("content"->>'coverUploadId')::integer] ELSE '{}'::integer[] END,
	"created_at"
FROM "post_revisions"
ORDER BY "id";--> statement-breakpoint
DROP TABLE "post_revisions" CASCADE;
