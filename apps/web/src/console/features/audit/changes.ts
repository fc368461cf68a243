/** One line of an audit entry's changes: a field with its value before and after, or a detail. */
export type ChangeLine = { field: string; before: string; after: string } | { field: string; value: string };

/** A stored value as text: '—' for none, strings as they are, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * An entry's `changes` as lines: an edit stores field → [before, after]; other actions store their
 * details (field → value). `say` puts a value into words (a role's name in the reader's language).
 */
export function changeLines(
  changes: Record<string, unknown> | null,
  say: (field: string, value: string) => string = (_, value) => value,
): ChangeLine[] {
  if (!changes) return [];
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : say(field, showValue(value));
  return Object.entries(changes).map(([field, value]) =>
    Array.isArray(value) && value.length === 2
      ? { field, before: shown(field, value[0]), after: shown(field, value[1]) }
      : { field, value: shown(field, value) },
  );
}
