import { z } from 'zod';
import { isoTime } from './content.js';
import { envelope } from './envelope.js';
import { optionalChoice, optionalInt, pageNoField, pageSizeField, typeMessage } from './request.js';

/** What site-wide search finds, by the section each kind belongs to. */
export const searchKinds = ['news', 'podcast', 'ebook', 'event', 'gallery', 'dhamma-record', 'group'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The longest query read; a longer one is a 422 (a reader types words, not pages). */
export const SEARCH_MAX_LENGTH = 200;
/** Results per kind when no kind is chosen (the dialog and the first screen of /search). */
export const SEARCH_PER_KIND = 5;
/**
 * Matches of one kind counted and ranked at most: a word found in more items of a kind is answered
 * from its newest SEARCH_COUNT_CAP matches and its count is said as "100+" (`more`), so that a
 * common word costs no more than a rare one (docs/decisions/0034).
 */
export const SEARCH_COUNT_CAP = 100;
export const SEARCH_NEEDS_WORD = 'Must contain a letter or a number';

/** A query must hold something to search for: a letter or a digit of any script (Myanmar included). */
export const hasSearchableText = (text: string) => /[\p{L}\p{N}]/u.test(text);

export const searchRequest = z.object({
  /** What the reader typed; Zawgyi is converted to Unicode on the server. */
  q: z
    .string(typeMessage('Must be text'))
    .trim()
    .min(1, 'Is required')
    .max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`)
    .refine(hasSearchableText, SEARCH_NEEDS_WORD),
  kind: optionalChoice(searchKinds),
  year: optionalInt(1900, 2100),
  /** The reader's language: titles and excerpts are given in it when the item has it. */
  language: optionalChoice(['en', 'mm'] as const),
  /** Pages of one kind's results (with `kind`); without it each kind gives its best SEARCH_PER_KIND. */
  pageNo: pageNoField(),
  pageSize: pageSizeField(10, 1, 50),
});
export type SearchRequest = z.input<typeof searchRequest>;

/** A matched stretch of a title or an excerpt: [start, end) in UTF-16 code units. */
export const searchMark = z.object({ start: z.number().int(), end: z.number().int() });
export type SearchMark = z.infer<typeof searchMark>;

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  id: z.number().int(),
  /** The group section (1-6) of a 'group' result, else null. */
  groupType: z.number().int().nullable(),
  title: z.string(),
  titleMarks: z.array(searchMark),
  /** Plain text around the first match (never HTML). */
  excerpt: z.string(),
  excerptMarks: z.array(searchMark),
  /** The item's date: published, held (events) or taken/recorded on. */
  date: isoTime,
});
export type SearchResult = z.infer<typeof searchResult>;

/** A count, or with `more` the least it is (there are more matches than were counted). */
const counted = { count: z.number().int(), more: z.boolean() };

export const searchGroup = z.object({
  kind: z.enum(searchKinds),
  /** Every match of this kind (within the year filter), or at least SEARCH_COUNT_CAP of them. */
  ...counted,
  items: z.array(searchResult),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchData = z.object({
  /** The query as searched: Unicode (converted from Zawgyi when it was typed so), NFC. */
  q: z.string(),
  /** The query was typed in Zawgyi and converted. */
  converted: z.boolean(),
  /** Matches of every kind within the year filter (`more`: at least that many). */
  total: z.number().int(),
  more: z.boolean(),
  /** Matches by kind within the year filter, for the kind filter's counts (every kind with a match). */
  kinds: z.array(z.object({ kind: z.enum(searchKinds), ...counted })),
  /** Best group first (the group of the best match). */
  groups: z.array(searchGroup),
  /**
   * Years with matches within the kind filter, newest first. A year older than the newest
   * SEARCH_COUNT_CAP matches of a kind may have matches that were not counted: `more`, and a count
   * of 0 when none was.
   */
  years: z.array(z.object({ year: z.number().int(), ...counted })),
  /**
   * When nothing matched: the query with its unknown words replaced by the closest words of the
   * titles of published items ("did you mean"), which finds something; else null.
   */
  didYouMean: z.string().nullable(),
  /** When nothing matched and there is nothing to suggest instead: the most read news. */
  suggestions: z.array(searchResult),
});
export type SearchData = z.infer<typeof searchData>;
export const searchReply = envelope(searchData);
export const SEARCH_MESSAGE = 'Search results fetched successfully.';
