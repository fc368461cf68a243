/**
 * The rows of every page loaded so far, each once. Pages are numbered, so a row published while the
 * reader is on page 1 pushes the last row of page 1 onto page 2: without this it would show twice.
 */
export function rowsOf<T extends { id: number | string }>(pages: readonly { dataList: readonly T[] }[] | undefined): T[] {
  if (!pages) return [];
  const seen = new Set<number | string>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.dataList) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
