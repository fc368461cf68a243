import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * How many items of a kind a query matches, estimated from the statistics ANALYZE keeps
 * (pg_stats), to choose how to read the index (docs/decisions/0034). The planner makes the same
 * estimate and chooses well for English words, but it multiplies the frequencies of the syllable
 * pairs of a Myanmar word as if they were independent, when they are always found together: it
 * takes a Myanmar word found in one item in eleven for one in a thousand, reads every match through
 * the GIN index, and a common word costs ten times what it should. Here the pairs of one run count
 * as the rarest of them.
 */
export interface IndexStats {
  /** Items of the kinds among the most common values of `kind` (the big ones). */
  kinds: Map<string, number>;
  latin: Lexemes;
  mm: Lexemes;
}

interface Lexemes {
  freq: Map<string, number>;
  /** A lexeme not among the most common: half the rarest one's frequency, as the planner takes it. */
  floor: number;
}

/** The statistics, or undefined when the index has none yet (never analyzed). */
export async function loadIndexStats(db: Db): Promise<IndexStats | undefined> {
  const rows = rowsOf<{
    attname: string;
    elems: string[] | null;
    freqs: number[] | null;
    vals: string[] | null;
    vfreqs: number[] | null;
    rows: number;
  }>(
    await db.execute(sql`
      select s.attname, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
        s.most_common_vals::text::text[] as vals, s.most_common_freqs as vfreqs, c.reltuples as rows
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relkind = 'r'
      where s.schemaname = current_schema() and s.tablename = 'search_documents' and s.attname in ('kind', 'latin', 'mm')`),
  );
  const by = new Map(rows.map((row) => [row.attname, row]));
  const kind = by.get('kind');
  if (!kind || !by.has('latin') || !by.has('mm')) return undefined;
  const lexemes = (name: string): Lexemes => {
    const row = by.get(name)!;
    const elems = row.elems ?? [];
    const freqs = (row.freqs ?? []).map(Number);
    // most_common_elem_freqs: one per lexeme, then the least and greatest of them, then the null share.
    return { freq: new Map(elems.map((lexeme, i) => [lexeme, freqs[i]!])), floor: (freqs[elems.length] ?? 0) / 2 };
  };
  const total = Math.max(0, Number(kind.rows));
  const kinds = new Map((kind.vals ?? []).map((value, i) => [value, Number(kind.vfreqs?.[i] ?? 0) * total]));
  return { kinds, latin: lexemes('latin'), mm: lexemes('mm') };
}

/** The lexemes of a tsquery's text ('medit':* & 'retreat'), each with whether it is a prefix. */
export function queryTerms(tsquery: string): { lexeme: string; prefix: boolean }[] {
  return [...tsquery.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((match) => ({
    lexeme: match[1]!.replaceAll("''", "'"),
    prefix: Boolean(match[2]),
  }));
}

function termFreq(lexemes: Lexemes, lexeme: string, prefix: boolean): number {
  if (!prefix) return lexemes.freq.get(lexeme) ?? lexemes.floor;
  let sum = 0;
  for (const [known, freq] of lexemes.freq) if (known.startsWith(lexeme)) sum += freq;
  return Math.min(1, sum || lexemes.floor);
}

/**
 * The share of the index a query matches: English words independent (the product of their
 * frequencies), the pairs of one Myanmar run the rarest of them, runs independent, and the English
 * and the Myanmar part either.
 */
export function selectivity(stats: IndexStats, latin: string | null, runs: readonly string[]): number {
  const latinShare =
    latin === null ? 0 : queryTerms(latin).reduce((product, term) => product * termFreq(stats.latin, term.lexeme, term.prefix), 1);
  const mmShare = runs.length
    ? runs.reduce(
        (product, run) => product * Math.min(1, ...queryTerms(run).map((term) => termFreq(stats.mm, term.lexeme, term.prefix))),
        1,
      )
    : 0;
  return 1 - (1 - latinShare) * (1 - mmShare);
}

/**
 * Whether the newest `cap` + 1 matches of a kind cost fewer rows read by walking its items newest
 * first (about cap / share of them) than by taking every match from the GIN index (share × items).
 * Undefined when the kind's size is not known (a small kind): the planner chooses.
 */
export function walkIsCheaper(stats: IndexStats | undefined, kind: string, share: number, cap: number): boolean | undefined {
  const items = stats?.kinds.get(kind);
  if (!items || !share) return undefined;
  const matches = share * items;
  return (cap + 1) / share < matches;
}
