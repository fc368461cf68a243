/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? (['gap', page] as const) : [page]));
}
