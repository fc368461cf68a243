/**
 * The staff session's bearer token, kept in local storage under its own key: a member's `token`
 * is never sent to the staff API, and a staff token never to the member API. Storage can be
 * unavailable (private mode, tests); the console then keeps the session for the tab only.
 */
export const STAFF_TOKEN_KEY = 'staff_token';

let memory: string | null = null;

export const staffToken = {
  get(): string | null {
    try {
      return globalThis.localStorage?.getItem(STAFF_TOKEN_KEY) ?? memory;
    } catch {
      return memory;
    }
  },
  set(token: string): void {
    memory = token;
    try {
      globalThis.localStorage?.setItem(STAFF_TOKEN_KEY, token);
    } catch {
      /* kept in memory: see above */
    }
  },
  clear(): void {
    memory = null;
    try {
      globalThis.localStorage?.removeItem(STAFF_TOKEN_KEY);
    } catch {
      /* nothing stored: see above */
    }
  },
};
