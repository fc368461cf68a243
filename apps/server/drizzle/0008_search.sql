-- Site-wide search (docs/decisions/0026-site-search.md). Hand-written: functions, triggers and GIN
-- indexes that drizzle-kit does not generate. The index is kept by triggers on the content tables,
-- so every write (services, staff desks, seed, scripts, psql) keeps it current in its own
-- transaction. Only published rows are in it; a scheduled one waits for `visible_from`.
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"group_type" smallint,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_mm" text DEFAULT '' NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"sort_date" timestamp with time zone NOT NULL,
	"year" smallint NOT NULL,
	-- What is matched: every word of the titles and texts, without positions (ranking reads the title
	-- vectors below), so that the rows stay small.
	"latin" tsvector NOT NULL,
	"mm" tsvector NOT NULL,
	-- The title's words alone, small enough to stay in the row: ranking reads these, not the whole
	-- text's vectors, which a common word would have to fetch for a third of the rows.
	"rank_latin" tsvector NOT NULL,
	"rank_mm" tsvector NOT NULL,
	CONSTRAINT "search_documents_pkey" PRIMARY KEY ("kind", "ref_id")
);
--> statement-breakpoint
-- Rows stay narrow: the texts and their vectors live out of line (TOAST) and the title vectors in
-- the row, so a common word's matches are counted and ranked from a few thousand pages, and the
-- texts are read only for the rows shown.
ALTER TABLE "search_documents" ALTER COLUMN "rank_latin" SET STORAGE MAIN, ALTER COLUMN "rank_mm" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);
--> statement-breakpoint
CREATE INDEX "search_documents_latin_idx" ON "search_documents" USING gin ("latin");
--> statement-breakpoint
CREATE INDEX "search_documents_mm_idx" ON "search_documents" USING gin ("mm");
--> statement-breakpoint
CREATE INDEX "search_documents_kind_year_idx" ON "search_documents" ("kind", "year");
--> statement-breakpoint
-- Text of stored HTML (news and Dhamma record bodies, e-book descriptions), for the index and
-- the excerpts; plain text goes through unchanged.
CREATE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Latin-script words for the English index: Myanmar removed, lower case, diacritics folded
-- (Satipaṭṭhāna → satipatthana). The server folds a query the same way (search/text.ts).
CREATE FUNCTION search_latin_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(
    normalize(regexp_replace(coalesce(t, ''), '[\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]+', ' ', 'g'), NFD),
    '[\u0300-\u036f]', '', 'g'))
$$;
--> statement-breakpoint
-- Runs of Myanmar letters (NFC); punctuation (၊ ။), spaces and other scripts end a run.
CREATE FUNCTION search_mm_runs(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT m[1] FROM regexp_matches(normalize(coalesce(t, ''), NFC), '[\u1000-\u1049\u104c-\u109f]+', 'g') AS m
$$;
--> statement-breakpoint
-- The standard syllable break (sylbreak): a syllable starts at a consonant that is not stacked
-- under a virama (္) and not killed by an asat (်) or a virama after it, or at an independent
-- vowel, a digit or a symbol letter.
CREATE FUNCTION search_mm_syllables(run text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(regexp_split_to_array(
    regexp_replace(run, '(?<!\u1039)([\u1000-\u102a\u103f\u1040-\u1049\u104c-\u104f])(?![\u103a\u1039])', ' \1', 'g'),
    ' '), '')
$$;
--> statement-breakpoint
-- Every syllable and every pair of neighbouring syllables of a text, with positions and a weight.
CREATE FUNCTION search_mm_vector(t text, weight text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(format('%L:%s%s', v.g, least(x.pos, 16383), weight), ' '), '')::tsvector
  FROM (
    SELECT s.syl, lag(s.syl) OVER (PARTITION BY r.n ORDER BY s.i) AS prev, row_number() OVER (ORDER BY r.n, s.i) AS pos
    FROM search_mm_runs(t) WITH ORDINALITY AS r(run, n),
         unnest(search_mm_syllables(r.run)) WITH ORDINALITY AS s(syl, i)
  ) x, LATERAL (VALUES (x.syl), (x.prev || x.syl)) AS v(g)
  WHERE v.g IS NOT NULL
$$;
--> statement-breakpoint
-- A Myanmar query: each run of two syllables or more as its syllable pairs, a run of one as that
-- syllable; all of them must match; the last may be the start of a longer one (typing).
CREATE FUNCTION search_mm_query(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH s AS (
    SELECT r.n, x.i, x.syl, lag(x.syl) OVER (PARTITION BY r.n ORDER BY x.i) AS prev, count(*) OVER (PARTITION BY r.n) AS k
    FROM search_mm_runs(q) WITH ORDINALITY AS r(run, n),
         unnest(search_mm_syllables(r.run)) WITH ORDINALITY AS x(syl, i)
  ), t AS (
    SELECT n, i, CASE WHEN k = 1 THEN syl ELSE prev || syl END AS g FROM s WHERE k = 1 OR prev IS NOT NULL
  ), ranked AS (
    SELECT g, n, i, row_number() OVER (ORDER BY n DESC, i DESC) AS back FROM t
  )
  SELECT CASE WHEN count(*) = 0 THEN NULL
    ELSE string_agg(quote_literal(g) || CASE WHEN back = 1 THEN ':*' ELSE '' END, ' & ' ORDER BY n, i)::tsquery END
  FROM ranked
$$;
--> statement-breakpoint
-- Puts one item in the index, or takes it out when it is not published. `extra` is searched but
-- not shown (speaker, author, venue, tags).
CREATE FUNCTION search_put(
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
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_post(p posts) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('news', p.id, NULL, p.status = 'published' AND p.deleted_at IS NULL, p.public_date, p.public_date,
    CASE WHEN p.title_en <> '' THEN p.title_en WHEN p.language = 'en' THEN p.title ELSE '' END,
    CASE WHEN p.title_mm <> '' THEN p.title_mm WHEN p.language = 'mm' THEN p.title ELSE '' END,
    concat_ws(' ', nullif(p.summary_en, ''), search_plain(CASE WHEN p.body_en <> '' THEN p.body_en WHEN p.language = 'en' THEN p.body ELSE '' END)),
    concat_ws(' ', nullif(p.summary_mm, ''), search_plain(CASE WHEN p.body_mm <> '' THEN p.body_mm WHEN p.language = 'mm' THEN p.body ELSE '' END)),
    concat_ws(' ', p.author, array_to_string(p.tag_list, ' ')))
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_podcast(p podcasts) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('podcast', p.id, NULL, p.published, p.published_at, p.published_at,
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm), concat_ws(' ', p.speaker_en, p.speaker_mm))
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_ebook(p ebooks) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('ebook', p.id, NULL, p.published, p.published_at, p.published_at,
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm), concat_ws(' ', p.author_en, p.author_mm))
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_event(p events) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('event', p.id, NULL, p.published, p.published_at, p.starts_at,
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm),
    concat_ws(' ', p.venue_en, p.venue_mm, p.address_en, p.address_mm))
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_gallery(p galleries) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('gallery', p.id, NULL, p.published, p.published_at, p.taken_on::timestamp AT TIME ZONE 'Asia/Yangon',
    p.title_en, p.title_mm, search_plain(p.description_en), search_plain(p.description_mm), '')
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_dhamma_record(p dhamma_records) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('dhamma-record', p.id, NULL, p.published, p.published_at, p.recorded_on::timestamp AT TIME ZONE 'Asia/Yangon',
    p.title_en, p.title_mm, search_plain(p.body_en), search_plain(p.body_mm),
    concat_ws(' ', p.speaker_en, p.speaker_mm, array_to_string(p.tags, ' ')))
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_group_entry(p group_entries) RETURNS void LANGUAGE sql AS $$
  SELECT search_put('group', p.id, p.group_type, p.published, p.published_at, p.published_at,
    p.title_en, p.title_mm, concat_ws(' ', nullif(p.summary_en, ''), search_plain(p.body_en)),
    concat_ws(' ', nullif(p.summary_mm, ''), search_plain(p.body_mm)), concat_ws(' ', p.address_en, p.address_mm))
$$;
--> statement-breakpoint
-- One trigger function for every content table: the table's name picks the kind and its indexer.
CREATE FUNCTION search_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := CASE TG_TABLE_NAME WHEN 'posts' THEN 'news' WHEN 'podcasts' THEN 'podcast' WHEN 'ebooks' THEN 'ebook'
    WHEN 'events' THEN 'event' WHEN 'galleries' THEN 'gallery' WHEN 'dhamma_records' THEN 'dhamma-record'
    WHEN 'group_entries' THEN 'group' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d WHERE d.kind = v_kind AND d.ref_id = OLD.id;
  ELSIF TG_TABLE_NAME = 'posts' THEN PERFORM search_index_post(NEW);
  ELSIF TG_TABLE_NAME = 'podcasts' THEN PERFORM search_index_podcast(NEW);
  ELSIF TG_TABLE_NAME = 'ebooks' THEN PERFORM search_index_ebook(NEW);
  ELSIF TG_TABLE_NAME = 'events' THEN PERFORM search_index_event(NEW);
  ELSIF TG_TABLE_NAME = 'galleries' THEN PERFORM search_index_gallery(NEW);
  ELSIF TG_TABLE_NAME = 'dhamma_records' THEN PERFORM search_index_dhamma_record(NEW);
  ELSIF TG_TABLE_NAME = 'group_entries' THEN PERFORM search_index_group_entry(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- News posts change often for counters (views, likes): only the columns the index reads fire it.
CREATE TRIGGER search_posts AFTER INSERT OR DELETE OR UPDATE OF
  title, author, body, language, tag_list, status, public_date, deleted_at,
  title_en, title_mm, summary_en, summary_mm, body_en, body_mm
  ON posts FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_podcasts AFTER INSERT OR UPDATE OR DELETE ON podcasts FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_ebooks AFTER INSERT OR UPDATE OR DELETE ON ebooks FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_events AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_galleries AFTER INSERT OR UPDATE OR DELETE ON galleries FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_dhamma_records AFTER INSERT OR UPDATE OR DELETE ON dhamma_records FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
CREATE TRIGGER search_group_entries AFTER INSERT OR UPDATE OR DELETE ON group_entries FOR EACH ROW EXECUTE FUNCTION search_row_changed();
--> statement-breakpoint
-- Rebuilds the whole index from the content tables (this migration, or a repair by hand).
CREATE FUNCTION search_reindex_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents;
  PERFORM search_index_post(p) FROM posts p;
  PERFORM search_index_podcast(p) FROM podcasts p;
  PERFORM search_index_ebook(p) FROM ebooks p;
  PERFORM search_index_event(p) FROM events p;
  PERFORM search_index_gallery(p) FROM galleries p;
  PERFORM search_index_dhamma_record(p) FROM dhamma_records p;
  PERFORM search_index_group_entry(p) FROM group_entries p;
END $$;
--> statement-breakpoint
SELECT search_reindex_all();
