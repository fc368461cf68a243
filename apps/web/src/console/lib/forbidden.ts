import { useSyncExternalStore } from 'react';

/**
 * A 403 from the staff API shows the console's 403 page in place of the page that made the call,
 * until the reader goes elsewhere: the layout compares the location the 403 came on with its own.
 */
let forbiddenAt: string | null = null;
const listeners = new Set<() => void>();

export const forbidden = {
  mark(locationKey: string): void {
    forbiddenAt = locationKey;
    for (const listener of listeners) listener();
  },
  get: (): string | null => forbiddenAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useForbiddenAt(): string | null {
  return useSyncExternalStore(forbidden.subscribe, forbidden.get, forbidden.get);
}
