-- Site search, second step (docs/decisions/0034-search-speed-and-suggestions.md). Hand-written.
-- 1. Speed: the newest matches of a kind are read through one index in date order (a common word
--    stops after the first few hundred rows instead of counting and ranking every match), and the
--    GIN indexes keep a short pending list (PGlite has no autovacuum to empty a long one, and every
--    search reads it).
-- 2. "Did you mean": a vocabulary of the words of the titles in the index, searched by trigram
--    similarity (pg_trgm, in PostgreSQL's contrib and PGlite's extensions), and the title index
--    that checks a suggestion belongs to an item a reader may see.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_kind_year_idx";
--> statement-breakpoint
-- year is a function of sort_date (its year in Yangon), so this order is newest first, and a year
-- filter reads only that year's part of the index.
CREATE INDEX "search_documents_newest_idx" ON "search_documents" ("kind", "year" DESC, "sort_date" DESC, "ref_id" DESC);
--> statement-breakpoint
ALTER INDEX "search_documents_latin_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "search_documents_mm_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
-- The titles' words alone (small vectors): a suggested word must be in a visible item's title.
CREATE INDEX "search_documents_titles_idx" ON "search_documents" USING gin (("rank_latin" || "rank_mm")) WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
-- Every word that has been in a title in the index: Latin words folded (as searched: lower case,
-- no diacritics, three letters or more, no stop words) and Myanmar runs. Words are added when an
-- item is indexed and never taken out by a single write (an unpublished item's words stay until
-- search_reindex_all): a suggestion is only made after checking that a visible item's title has it.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY,
	"script" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
CREATE FUNCTION search_title_words(titles text) RETURNS TABLE (word text, script text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT m[1], 'latin' FROM regexp_matches(search_latin_text(titles), '([a-z]{3,40})', 'g') AS m
  WHERE to_tsvector('english'::regconfig, m[1]) <> ''::tsvector
  UNION
  SELECT r, 'mm' FROM search_mm_runs(titles) AS r WHERE char_length(r) BETWEEN 2 AND 40
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_put(
  p_kind text, p_id integer, p_group smallint, p_published boolean, p_from timestamptz, p_date timestamptz,
  p_title_en text, p_title_mm text, p_text_en text, p_text_mm text, p_extra text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  body text := concat_ws(' ', p_text_en, p_text_mm, p_extra);
  titles text := concat_ws(' ', p_title_en, p_title_mm);
BEGIN
  IF NOT p_published THEN
    DELETE FROM search_documents WHERE kind = p_kind AND ref_id = p_id;
    RETURN;
  END IF;
  INSERT INTO search_documents AS d
    (kind, ref_id, group_type, title_en, title_mm, text_en, text_mm, visible_from, sort_date, year, latin, mm, rank_latin, rank_mm)
  VALUES (
    p_kind, p_id, p_group, coalesce(p_title_en, ''), coalesce(p_title_mm, ''), coalesce(p_text_en, ''), coalesce(p_text_mm, ''),
    p_from, p_date, extract(year FROM p_date AT TIME ZONE 'Asia/Yangon')::smallint,
    strip(to_tsvector('english'::regconfig, search_latin_text(concat_ws(' ', titles, body)))),
    strip(search_mm_vector(concat_ws(' ', titles, body), 'D')),
    setweight(to_tsvector('english'::regconfig, search_latin_text(titles)), 'A'),
    search_mm_vector(titles, 'A')
  )
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    group_type = excluded.group_type, title_en = excluded.title_en, title_mm = excluded.title_mm,
    text_en = excluded.text_en, text_mm = excluded.text_mm, visible_from = excluded.visible_from,
    sort_date = excluded.sort_date, year = excluded.year, latin = excluded.latin, mm = excluded.mm,
    rank_latin = excluded.rank_latin, rank_mm = excluded.rank_mm;
  INSERT INTO search_words (word, script) SELECT w.word, w.script FROM search_title_words(titles) AS w ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- The desks bin a talk or a book with deleted_at (0009); a binned item is never in the index,
-- whatever its published flag says.
CREATE OR REPLACE FUNCTION search_index_podcast(p podcasts) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('podcast', p.id, NULL, p.published AND p.deleted_at IS NULL, p.published_at, p.published_at,
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm), concat_ws(' ', p.speaker_en, p.speaker_mm))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_ebook(p ebooks) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('ebook', p.id, NULL, p.published AND p.deleted_at IS NULL, p.published_at, p.published_at,
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm), concat_ws(' ', p.author_en, p.author_mm))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_reindex_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents;
  DELETE FROM search_words;
  PERFORM search_index_post(p) FROM posts p;
  PERFORM search_index_podcast(p) FROM podcasts p;
  PERFORM search_index_ebook(p) FROM ebooks p;
  PERFORM search_index_event(p) FROM events p;
  PERFORM search_index_gallery(p) FROM galleries p;
  PERFORM search_index_dhamma_record(p) FROM dhamma_records p;
  PERFORM search_index_group_entry(p) FROM group_entries p;
END $$;
--> statement-breakpoint
-- What changed for the rows already indexed, without rebuilding the index: binned talks and books
-- out, the vocabulary of the titles in.
DELETE FROM search_documents d USING podcasts p WHERE d.kind = 'podcast' AND d.ref_id = p.id AND p.deleted_at IS NOT NULL;
--> statement-breakpoint
DELETE FROM search_documents d USING ebooks e WHERE d.kind = 'ebook' AND d.ref_id = e.id AND e.deleted_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO search_words (word, script)
SELECT DISTINCT w.word, w.script FROM search_documents d, search_title_words(concat_ws(' ', d.title_en, d.title_mm)) AS w
ON CONFLICT DO NOTHING;
