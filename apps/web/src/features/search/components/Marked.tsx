import type { SearchMark } from '@mahasi/contract/search';

/** Plain text with the matched stretches in <mark> (the server gives offsets, never HTML). */
export function Marked({ text, marks }: { text: string; marks: SearchMark[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const { start, end } of marks) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-saffron-200 px-0.5 text-inherit dark:bg-saffron-500/30 dark:text-saffron-100">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
