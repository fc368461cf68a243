import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toUnicode } from './myanmar.js';

/** Text staff or members write, as it is stored: Zawgyi is converted to Unicode (only text with a shape Unicode never has). */
export const storedText = (text: string): string => toUnicode(text);

/** `%text%` for ILIKE, with the `%`, `_` and `\` typed in a search box matched as themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `ILIKE '%text%'` on any of the columns, with the wildcards people may type taken literally. Text
 * typed in Zawgyi is converted to Unicode, and also matched as typed, in case the detector guesses wrong on
 * short Unicode words (ဓမ္မ, မေတ္တာ). Both sides are compared in NFC, as site search does: ဦ typed as
 * ဥ and ီ is the same letter.
 */
export function containsText(columns: (AnyColumn | SQL)[], text: string): SQL {
  const typed = text.trim();
  const patterns = [...new Set([typed, toUnicode(typed)].map((form) => form.normalize('NFC')))].map(likePattern);
  return or(...columns.flatMap((column) => patterns.map((pattern) => ilike(sql`normalize(${column}, NFC)`, pattern))))!;
}

/** The English and Myanmar texts named, copied from a row in that order: `bilingualOf(row, 'title')` is `{ titleEn, titleMm }`. */
export function bilingualOf<K extends string, R extends Record<`${K}En` | `${K}Mm`, unknown>>(
  row: R,
  ...names: K[]
): Pick<R, `${K}En` | `${K}Mm`> {
  const texts: Partial<Record<`${K}En` | `${K}Mm`, unknown>> = {};
  for (const name of names) {
    texts[`${name}En`] = row[`${name}En`];
    texts[`${name}Mm`] = row[`${name}Mm`];
  }
  return texts as Pick<R, `${K}En` | `${K}Mm`>;
}
