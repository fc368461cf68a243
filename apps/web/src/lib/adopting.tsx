import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Whether the browser is still adopting the server's markup (hydration): true on the server and
 * during the browser's first render of a page the server rendered, false afterwards and on pages
 * the browser renders itself (docs/decisions/0028, 0039).
 *
 * What differs between the server and this browser (the member's session, the clock, dark mode,
 * the network, files kept for offline use) reads as the server's value while this is true. It
 * turns false in a transition once the adopted page is committed, so that React draws those
 * differences in time slices. A store whose server value differs from the browser's would instead
 * make React draw every part that reads it again in one long, blocking task.
 */
const AdoptingContext = createContext(false);

export const AdoptingProvider = AdoptingContext.Provider;

/** Around the app in the browser when it adopts a page the server rendered. */
export function AdoptServerMarkup({ children }: { children: ReactNode }) {
  const [adopting, setAdopting] = useState(true);
  useEffect(() => startTransition(() => setAdopting(false)), []);
  return <AdoptingContext.Provider value={adopting}>{children}</AdoptingContext.Provider>;
}

export function useAdopting(): boolean {
  return useContext(AdoptingContext);
}

const onServer = typeof window === 'undefined';

/**
 * An outside store for React: `serverValue` on the server and while the browser adopts the
 * server's markup, the store's own value after (drawn in a transition, see above).
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, get: () => T, serverValue: T): T {
  const adopting = useAdopting();
  // In the browser the "server snapshot" React reads while hydrating is the store's own value, so
  // that React never finds it changed when hydration ends; `adopting` says what to show instead.
  const value = useSyncExternalStore(subscribe, get, onServer ? () => serverValue : get);
  return adopting ? serverValue : value;
}
