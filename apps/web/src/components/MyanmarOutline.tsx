interface Props {
  /** The outlines: a path in units of 1/100 em, y down, baseline at 0. */
  d: string;
  viewBox: string;
  /** The text drawn, as the accessible name (and for the reader of the code). */
  label: string;
  className?: string;
}

/**
 * A fixed Myanmar text drawn as outlines instead of set in type. Myanmar text anywhere on a page
 * makes the browser download the 48 KB Noto Sans Myanmar font, so the few Myanmar words an English
 * page always shows (the language switch, the centre's name) are drawings: English readers fetch no
 * Myanmar font, and the words stay right on phones whose system font is Zawgyi.
 * Made from Noto Sans Myanmar Bold shaped by HarfBuzz (harfbuzzjs, as in the server's PDF
 * dedication), coordinates rounded to 1/100 em: redraw when the text changes.
 */
export function MyanmarOutline({ d, viewBox, label, className = '' }: Props) {
  return (
    <svg viewBox={viewBox} role="img" aria-label={label} lang="my" className={`fill-current ${className}`}>
      <path d={d} />
    </svg>
  );
}
