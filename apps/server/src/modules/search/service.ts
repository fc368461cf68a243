import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  SEARCH_PER_KIND,
  searchKinds,
  type SearchData,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
  type searchRequest,
} from '@mahasi/contract/search';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../db/client.js';
import { loadIndexStats, selectivity, walkIsCheaper, type IndexStats } from './estimate.js';
import { closest, excerptAround, findMarks, prepareQuery, replaceWords, type PreparedQuery } from './text.js';

/**
 * Site-wide search over `search_documents`, the index the database keeps from the content tables
 * by triggers (drizzle/0008_search.sql, 0013_search_speed.sql; docs/decisions/0026 and 0034). Only
 * published items are in it; a scheduled one is found once its time has come.
 */
export interface SearchService {
  search(request: z.output<typeof searchRequest>): Promise<SearchData>;
}

interface DocumentRow {
  kind: SearchKind;
  ref_id: number;
  group_type: number | null;
  title_en: string;
  title_mm: string;
  text_en: string;
  text_mm: string;
  sort_date: Date | string;
}

/** One of the newest matches of a kind, in the index's order (newest first). */
interface Candidate {
  kind: SearchKind;
  ref_id: number;
  year: number;
  sort_date: Date | string;
  rank: number;
}

/** A kind's matches as counted: at most `cap`, newest first; `more` when there are others. */
interface KindMatches {
  rows: Candidate[];
  more: boolean;
  /** With `more`: the year of the first match not counted (every one not counted is of it or older). */
  boundary?: number;
}

interface Count {
  count: number;
  more: boolean;
}

const SUGGESTIONS = 5;
const STATS_TTL_MS = 5 * 60 * 1000;
/** Closest title words looked at for an unknown word, best first, until one is in a visible title. */
const CLOSE_WORDS = 10;
const isKind = (kind: string): kind is SearchKind => (searchKinds as readonly string[]).includes(kind);
const time = (value: Date | string) => new Date(value).getTime();
/** Best first: rank, then the newest, then the highest id (the order of the index). */
const byRank = (a: Candidate, b: Candidate) => b.rank - a.rank || time(b.sort_date) - time(a.sort_date) || b.ref_id - a.ref_id;

export function searchService(deps: {
  db: Db;
  now: () => Date;
  /** Matches of a kind counted at most (SEARCH_COUNT_CAP; tests use a small one). */
  countCap?: number;
  /**
   * How a kind's newest matches are read: by the estimate (estimate.ts) choosing the walk for a
   * common word and leaving the rest to the planner, as served; tests force one way or the other.
   */
  readBy?: 'estimate' | 'walk' | 'planner';
}): SearchService {
  const { db } = deps;
  const cap = deps.countCap ?? SEARCH_COUNT_CAP;
  const readBy = deps.readBy ?? 'estimate';

  // The index's statistics change when it is analyzed (hourly at most, search.maintain): read them
  // again every few minutes, not on every search.
  let stats: { at: number; value: Promise<IndexStats | undefined> } | undefined;
  function indexStats(): Promise<IndexStats | undefined> {
    if (!stats || Date.now() - stats.at > STATS_TTL_MS) {
      const value = loadIndexStats(db).catch(() => undefined);
      stats = { at: Date.now(), value };
    }
    return stats.value;
  }

  /** The match condition and the rank, for the parts of the query there are. */
  function matching(query: PreparedQuery): { where: SQL; rank: SQL } | undefined {
    const parts: { where: SQL; rank: SQL }[] = [];
    if (query.latinQuery) {
      const q = sql`to_tsquery('english', ${query.latinQuery})`;
      parts.push({ where: sql`latin @@ ${q}`, rank: sql`ts_rank(rank_latin, ${q})` });
    }
    if (query.myanmar.length) {
      const q = sql`search_mm_query(${query.myanmar.join(' ')})`;
      parts.push({ where: sql`mm @@ ${q}`, rank: sql`coalesce(ts_rank(rank_mm, ${q}), 0)` });
    }
    if (!parts.length) return undefined;
    return {
      where: sql.join(
        parts.map((part) => part.where),
        sql` or `,
      ),
      rank: sql.join(
        parts.map((part) => part.rank),
        sql` + `,
      ),
    };
  }

  /**
   * The newest `cap` + 1 matches of each kind, one branch a kind, each through the index
   * in date order (search_documents_newest_idx). The planner chooses per branch: for a common word
   * it walks the newest items and stops after a few hundred; for a rare one it takes the matches
   * from the GIN index and sorts those few. Either way no kind costs more than its cap, whatever
   * the number of matches. The rank is computed for these rows only.
   */
  async function newestMatches(
    tx: Db,
    match: { where: SQL; rank: SQL },
    kinds: readonly SearchKind[],
    walk: (kind: SearchKind) => boolean,
    now: Date,
    year?: number,
  ): Promise<Map<SearchKind, KindMatches>> {
    const inYear = year === undefined ? sql`` : sql`and d.year = ${year}`;
    const visible = sql`d.visible_from <= ${now.toISOString()}`;
    // The index's order (with a year, the year is one value: the outer query must not sort by it).
    const order =
      year === undefined ? sql`order by d.year desc, d.sort_date desc, d.ref_id desc` : sql`order by d.sort_date desc, d.ref_id desc`;
    const branches = kinds.map((kind) =>
      walk(kind)
        ? // The kind's items newest first ('offset 0' keeps the match out of the walk's own plan).
          sql`(select d.kind, d.ref_id, d.year, d.sort_date, d.rank_latin, d.rank_mm from (
              select d.kind, d.ref_id, d.year, d.sort_date, d.latin, d.mm, d.rank_latin, d.rank_mm from search_documents d
              where d.kind = ${kind} ${inYear} and ${visible} ${order} offset 0) d
            where (${match.where}) ${order} limit ${cap + 1})`
        : sql`(select d.kind, d.ref_id, d.year, d.sort_date, d.rank_latin, d.rank_mm from search_documents d
            where d.kind = ${kind} ${inYear} and ${visible} and (${match.where}) ${order} limit ${cap + 1})`,
    );
    const rows = rowsOf<Candidate>(
      await tx.execute(
        sql`select c.kind, c.ref_id, c.year, c.sort_date, (${match.rank})::float8 as rank from (${sql.join(branches, sql` union all `)}) c`,
      ),
    );
    const out = new Map<SearchKind, KindMatches>(kinds.map((kind) => [kind, { rows: [], more: false }]));
    for (const row of rows) if (isKind(row.kind)) out.get(row.kind)!.rows.push({ ...row, year: Number(row.year), rank: Number(row.rank) });
    for (const matches of out.values()) {
      // Each branch keeps its index order (newest first).
      matches.rows.sort((a, b) => b.year - a.year || time(b.sort_date) - time(a.sort_date) || b.ref_id - a.ref_id);
      if (matches.rows.length > cap) {
        matches.more = true;
        matches.boundary = matches.rows[cap]!.year;
        matches.rows.length = cap;
      }
    }
    return out;
  }

  /** Years before `below` with a visible item of the kind, from the index (one step a year): SQL giving json. */
  function olderYears(below: Map<SearchKind, number>, now: Date): SQL {
    if (!below.size) return sql`'[]'::json`;
    const kinds = [...below.keys()];
    const visible = sql`d.visible_from <= ${now.toISOString()}`;
    return sql`(with recursive y(kind, year) as (
        select k.kind, (select max(d.year) from search_documents d where d.kind = k.kind and d.year < k.below and ${visible})
        from unnest(array[${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[], array[${sql.join(
          kinds.map((kind) => sql`${below.get(kind)!}`),
          sql`, `,
        )}]::int[]) as k(kind, below)
        union all
        select y.kind, (select max(d.year) from search_documents d where d.kind = y.kind and d.year < y.year and ${visible})
        from y where y.year is not null
      )
      select coalesce(json_agg(y.year), '[]') from y where y.year is not null)`;
  }

  function toResult(row: DocumentRow, query: PreparedQuery, stems: string[], language: 'en' | 'mm'): SearchResult {
    const [own, other] = language === 'mm' ? (['mm', 'en'] as const) : (['en', 'mm'] as const);
    const title = (row[`title_${own}`] || row[`title_${other}`]).normalize('NFC');
    const texts = [row[`text_${own}`], row[`text_${other}`]].filter(Boolean).map((text) => text.normalize('NFC'));
    // The excerpt comes from the text that matched, the reader's language first.
    let chosen = { text: texts[0] ?? '', marks: texts[0] ? findMarks(texts[0], query, stems) : [] };
    if (!chosen.marks.length && texts[1]) {
      const marks = findMarks(texts[1], query, stems);
      if (marks.length) chosen = { text: texts[1], marks };
    }
    const { excerpt, marks } = excerptAround(chosen.text, chosen.marks);
    return {
      kind: row.kind,
      id: row.ref_id,
      groupType: row.group_type,
      title,
      titleMarks: findMarks(title, query, stems),
      excerpt,
      excerptMarks: marks,
      date: new Date(row.sort_date).toISOString(),
    };
  }

  const columns = sql`d.kind, d.ref_id, d.group_type, d.title_en, d.title_mm, d.text_en, d.text_mm, d.sort_date`;

  /**
   * One statement for the rest: the rows shown, by their keys (one primary-key lookup each), the
   * stems of the query's words (for marking them), and the older years of the kinds not all counted.
   */
  async function finish(
    tx: Db,
    shown: Candidate[],
    query: PreparedQuery,
    below: Map<SearchKind, number>,
    now: Date,
  ): Promise<{ rows: DocumentRow[]; stems: string[]; years: number[] }> {
    const keys = shown.length
      ? sql`(select coalesce(json_agg(r), '[]') from (
          select ${columns} from (values ${sql.join(
            shown.map((row) => sql`(${row.kind}, ${row.ref_id}::int)`),
            sql`, `,
          )}) as k(kind, ref_id)
          cross join lateral (select * from search_documents d where d.kind = k.kind and d.ref_id = k.ref_id offset 0) d
        ) r)`
      : sql`'[]'::json`;
    const [result] = rowsOf<{ rows: DocumentRow[]; stems: string[] | null; years: number[] }>(
      await tx.execute(sql`
        select ${keys} as rows, tsvector_to_array(to_tsvector('english', ${query.words.join(' ')})) as stems,
          ${olderYears(below, now)} as years`),
    );
    return { rows: result?.rows ?? [], stems: result?.stems ?? [], years: (result?.years ?? []).map(Number) };
  }

  return {
    async search(request) {
      const query = prepareQuery(request.q);
      const language = request.language ?? 'en';
      const now = deps.now();
      const match = matching(query);
      const empty: SearchData = {
        q: query.text,
        converted: query.converted,
        total: 0,
        more: false,
        kinds: [],
        groups: [],
        years: [],
        didYouMean: null,
        suggestions: [],
      };
      if (!match) return { ...empty, suggestions: await mostRead(db, now, query, language) };

      const statistics = readBy === 'estimate' ? await indexStats() : undefined;
      return db.transaction(async (tx) => {
        // The index, never a scan of every row (the planner cannot see what testing a row's words
        // costs), and no parallel workers, whose start costs more than these queries. The query's
        // lexemes as the index has them, for the estimate.
        const runs = query.myanmar.map((run) => sql`search_mm_query(${run})::text`);
        const [terms] = rowsOf<{ latin: string | null; runs: (string | null)[] }>(
          await tx.execute(sql`
            select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
              ${query.latinQuery ? sql`to_tsquery('english', ${query.latinQuery})::text` : sql`null::text`} as latin,
              array[${sql.join(runs, sql`, `)}]::text[] as runs`),
        );
        const share = statistics
          ? selectivity(
              statistics,
              terms?.latin ?? null,
              (terms?.runs ?? []).filter((run): run is string => Boolean(run)),
            )
          : 0;
        const walk = (kind: SearchKind) =>
          readBy === 'estimate' ? walkIsCheaper(statistics, kind, share, cap) === true : readBy === 'walk';
        const all = await newestMatches(tx, match, searchKinds, walk, now);

        // Within the year filter: the matches counted already when the year is newer than the
        // first uncounted match of the kind (or all were counted); else that year's own newest.
        const inYear = new Map<SearchKind, KindMatches>();
        if (request.year === undefined) for (const [kind, matches] of all) inYear.set(kind, matches);
        else {
          const year = request.year;
          const again: SearchKind[] = [];
          for (const [kind, matches] of all) {
            if (!matches.more || year > matches.boundary!)
              inYear.set(kind, { rows: matches.rows.filter((row) => row.year === year), more: false });
            else again.push(kind);
          }
          if (again.length) for (const [kind, matches] of await newestMatches(tx, match, again, walk, now, year)) inYear.set(kind, matches);
        }

        // Years within the kind filter: exact above a kind's boundary, at least at it, unknown below.
        const yearCounts = new Map<number, Count>();
        const addYear = (year: number, count: number, more: boolean) => {
          const entry = yearCounts.get(year) ?? { count: 0, more: false };
          yearCounts.set(year, { count: entry.count + count, more: entry.more || more });
        };
        const below = new Map<SearchKind, number>();
        for (const [kind, matches] of all) {
          if (request.kind !== undefined && kind !== request.kind) continue;
          for (const row of matches.rows) addYear(row.year, 1, false);
          if (matches.more) {
            addYear(matches.boundary!, 0, true);
            below.set(kind, matches.boundary!);
          }
        }
        const counts = new Map<SearchKind, Count>();
        for (const [kind, matches] of inYear) if (matches.rows.length) counts.set(kind, { count: matches.rows.length, more: matches.more });
        const kinds = searchKinds.filter((kind) => counts.has(kind)).map((kind) => ({ kind, ...counts.get(kind)! }));
        const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
        const yearList = () => [...yearCounts].map(([year, count]) => ({ year, ...count })).sort((a, b) => b.year - a.year);
        if (!total) {
          // Nothing counted, so no kind has more: the years are all there are.
          const didYouMean = await suggestion(tx, query, now);
          return {
            ...empty,
            kinds,
            years: yearList(),
            didYouMean,
            suggestions: didYouMean ? [] : await mostRead(tx, now, query, language),
          };
        }

        // The best of each kind, or a page of the one chosen; the groups in the order of their best.
        const shown =
          request.kind === undefined
            ? [...inYear.values()].flatMap((matches) => [...matches.rows].sort(byRank).slice(0, SEARCH_PER_KIND))
            : [...(inYear.get(request.kind)?.rows ?? [])]
                .sort(byRank)
                .slice((request.pageNo - 1) * request.pageSize, request.pageNo * request.pageSize);
        shown.sort(byRank);
        const { rows, stems, years } = await finish(tx, shown, query, below, now);
        for (const year of years) addYear(year, 0, true);
        const byKey = new Map(rows.map((row) => [`${row.kind}:${row.ref_id}`, row]));
        const groups = new Map<SearchKind, SearchGroup>();
        for (const candidate of shown) {
          const row = byKey.get(`${candidate.kind}:${candidate.ref_id}`);
          if (!row) continue;
          let group = groups.get(candidate.kind);
          if (!group) groups.set(candidate.kind, (group = { kind: candidate.kind, ...counts.get(candidate.kind)!, items: [] }));
          group.items.push(toResult(row, query, stems, language));
        }
        return { ...empty, total, more: kinds.some((kind) => kind.more), kinds, groups: [...groups.values()], years: yearList() };
      });
    },
  };

  /**
   * "Did you mean": each word of the query that finds nothing on its own (a Latin word of three
   * letters or more, or a Myanmar run) replaced by a close word of the titles: the few most similar
   * words of search_words by trigrams (pg_trgm's index), of those the ones in the title of an item a
   * reader may see now, of those the fewest edits away (a swap of two letters is one), within a
   * third of the word. The whole must then find something. Null when no word was replaced.
   */
  async function suggestion(tx: Db, query: PreparedQuery, now: Date): Promise<string | null> {
    const visible = sql`d.visible_from <= ${now.toISOString()}`;
    const words = [
      ...query.words.filter((word) => word.length >= 3 && /[a-z]/.test(word)).map((word) => ({ word, script: 'latin' as const })),
      ...query.myanmar.filter((run) => run.length >= 2).map((word) => ({ word, script: 'mm' as const })),
    ];
    const replaced = new Map<string, string>();
    for (const { word, script } of words) {
      // A stop word, or a word that finds something, stays as it is.
      const found =
        script === 'latin'
          ? sql`to_tsvector('english', ${word}) = ''::tsvector
              or exists (select 1 from search_documents d where d.latin @@ to_tsquery('english', ${`${word}:*`}) and ${visible})`
          : sql`exists (select 1 from search_documents d where d.mm @@ search_mm_query(${word}) and ${visible})`;
      const inTitle =
        script === 'latin'
          ? sql`(d.rank_latin || d.rank_mm) @@ to_tsquery('english', s.word)`
          : sql`(d.rank_latin || d.rank_mm) @@ search_mm_query(s.word)`;
      const [row] = rowsOf<{ close: { word: string; similarity: number }[] | null }>(
        await tx.execute(sql`
          with f as (select ${found} as found)
          select case when f.found then null else (
            select json_agg(s) from (
              select s.word, similarity(s.word, ${word}) as similarity from search_words s
              where s.script = ${script} and s.word % ${word} and s.word <> ${word}
              order by similarity(s.word, ${word}) desc, s.word limit ${CLOSE_WORDS}
            ) s
            where exists (select 1 from search_documents d where ${inTitle} and ${visible})
          ) end as close from f`),
      );
      const best = closest(word, row?.close ?? []);
      if (best) replaced.set(word, best);
    }
    if (!replaced.size) return null;
    const text = replaceWords(query.text, replaced);
    const match = matching(prepareQuery(text));
    if (!match) return null;
    const [row] = rowsOf<{ found: boolean }>(
      await tx.execute(sql`select exists (select 1 from search_documents d where ${visible} and (${match.where})) as found`),
    );
    return row?.found ? text : null;
  }

  /** What to read when nothing matched and there is nothing to suggest: the most read news. */
  async function mostRead(tx: Db, now: Date, query: PreparedQuery, language: 'en' | 'mm'): Promise<SearchResult[]> {
    const rows = rowsOf<DocumentRow>(
      await tx.execute(sql`
        select ${columns} from posts p
        cross join lateral (select * from search_documents d where d.kind = 'news' and d.ref_id = p.id and d.visible_from <= ${now.toISOString()} offset 0) d
        order by p.view_count desc, p.public_date desc limit ${SUGGESTIONS}`),
    );
    return rows.map((row) => toResult(row, query, [], language));
  }
}
