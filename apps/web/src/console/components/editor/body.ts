/** A language of the bilingual content: English or Myanmar. */
export type Lang = 'en' | 'mm';
export const langs: readonly Lang[] = ['en', 'mm'];

/** An editor with nothing in it writes `<p></p>`: the same as no body at all. */
export function emptyBodyAsBlank(html: string): string {
  return /^(<p>(\s|<br\s*\/?>)*<\/p>)*$/.test(html.trim()) ? '' : html;
}
