import type { SearchMark } from '@mahasi/contract/search';
import { toUnicode } from '../../lib/myanmar.js';

/**
 * The query side of site search. The index side is SQL (drizzle/0007_search.sql): both fold
 * Latin text the same way (NFD, combining marks dropped, lower case) and split Myanmar text into
 * the same syllables, so what a reader types meets what was written.
 */

/** Runs of Myanmar letters; punctuation (၊ ။) and spaces end a run (as search_mm_runs). */
const MYANMAR_RUN = /[\u1000-\u1049\u104c-\u109f]+/g;
const COMBINING = /[\u0300-\u036f]/g;

/** A run of Myanmar letters or a word of any other script, as a reader's query is cut into words. */
const WORD = /[\u1000-\u1049\u104c-\u109f]+|(?:(?![\u1000-\u109f])[\p{L}\p{N}])+/gu;
const MYANMAR = /^[\u1000-\u109f]/;

/** Satipaṭṭhāna → satipatthana. */
export const foldLatin = (text: string) => text.normalize('NFD').replace(COMBINING, '').toLowerCase();

export interface PreparedQuery {
  /** Unicode, NFC: what is searched and shown back. */
  text: string;
  converted: boolean;
  /** Folded Latin words (letters and digits only: nothing of tsquery's syntax gets through). */
  words: string[];
  /** to_tsquery('english', …) text, or undefined when the query has no Latin word. */
  latinQuery: string | undefined;
  /** The query's Myanmar runs, or none. */
  myanmar: string[];
}

export function prepareQuery(raw: string): PreparedQuery {
  const unicode = toUnicode(raw.trim());
  const text = unicode.normalize('NFC');
  const words = foldLatin(text.replace(MYANMAR_RUN, ' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
  // Each word may be the start of a longer one (results come as the reader types), from three letters.
  const safe = words.filter((word) => /^[a-z0-9]+$/.test(word));
  const latinQuery = safe.length ? safe.map((word) => (word.length >= 3 ? `${word}:*` : word)).join(' & ') : undefined;
  return { text, converted: unicode !== raw.trim(), words: safe, latinQuery, myanmar: text.match(MYANMAR_RUN) ?? [] };
}

/**
 * The query with words replaced ("did you mean"): `replaced` maps a folded Latin word or a
 * Myanmar run to its replacement; everything else (spaces, punctuation, other words) stays. A
 * replaced Latin word typed with a capital keeps it.
 */
export function replaceWords(text: string, replaced: ReadonlyMap<string, string>): string {
  return text.replace(WORD, (word) => {
    if (MYANMAR.test(word)) return replaced.get(word) ?? word;
    const better = replaced.get(foldLatin(word));
    if (better === undefined) return word;
    return word[0] !== word[0]!.toLowerCase() ? better[0]!.toUpperCase() + better.slice(1) : better;
  });
}

/**
 * Edits from one word to another (optimal string alignment: a letter added, dropped or changed,
 * or two neighbours swapped, each one edit), over code points.
 */
export function editDistance(from: string, to: string): number {
  const a = [...from];
  const b = [...to];
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Of the words close to `word` by trigrams, the one fewest edits away (then the most similar, then
 * the first in order), if it is within a third of the word's length; else undefined.
 */
export function closest(word: string, close: readonly { word: string; similarity: number }[]): string | undefined {
  const limit = Math.ceil([...word].length / 3);
  return close
    .map((item) => ({ ...item, edits: editDistance(word, item.word) }))
    .filter((item) => item.edits <= limit)
    .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || (a.word < b.word ? -1 : 1))[0]?.word;
}

interface Folded {
  folded: string;
  /** For each UTF-16 unit of `folded`, where its character starts in the original; one more at the end. */
  at: number[];
}

function foldWithMap(text: string): Folded {
  let folded = '';
  const at: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldLatin(char);
    for (let k = 0; k < piece.length; k++) at.push(index);
    folded += piece;
    index += char.length;
  }
  at.push(index);
  return { folded, at };
}

/**
 * Where the query matches a text: Latin words that begin with a query word or its stem
 * ('meditation' for 'meditating', whose stem is 'medit'), with or without diacritics, and the
 * query's Myanmar runs as they stand.
 */
export function findMarks(text: string, query: PreparedQuery, stems: string[]): SearchMark[] {
  const marks: SearchMark[] = [];
  const prefixes = [...new Set([...query.words, ...stems])].filter((prefix) => prefix.length > 0);
  if (prefixes.length) {
    const { folded, at } = foldWithMap(text);
    for (const match of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = match[0];
      if (!prefixes.some((prefix) => word.startsWith(prefix))) continue;
      const start = at[match.index]!;
      const end = at[match.index + word.length]!;
      marks.push({ start, end: end > start ? end : start + 1 });
    }
  }
  for (const run of query.myanmar) {
    for (let from = text.indexOf(run); from >= 0; from = text.indexOf(run, from + run.length)) {
      marks.push({ start: from, end: from + run.length });
    }
  }
  return merge(marks);
}

function merge(marks: SearchMark[]): SearchMark[] {
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  const out: SearchMark[] = [];
  for (const mark of sorted) {
    const last = out.at(-1);
    if (last && mark.start <= last.end) last.end = Math.max(last.end, mark.end);
    else out.push({ ...mark });
  }
  return out;
}

const EXCERPT_LENGTH = 200;
const BEFORE = 60;

/** About EXCERPT_LENGTH characters around the first mark, cut at spaces when there are some near. */
export function excerptAround(text: string, marks: SearchMark[]): { excerpt: string; marks: SearchMark[] } {
  if (text.length <= EXCERPT_LENGTH) return { excerpt: text, marks };
  const first = marks[0]?.start ?? 0;
  let start = Math.max(0, first - BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first && space - start < 25) start = space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && end - space < 30 && space > (marks[0]?.end ?? 0)) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  const shift = lead.length - start;
  const inside = marks
    .filter((mark) => mark.start >= start && mark.end <= end)
    .map((mark) => ({ start: mark.start + shift, end: mark.end + shift }));
  return { excerpt: `${lead}${text.slice(start, end)}${tail}`, marks: inside };
}
