/** Local storage keys of spec section 3. */
export const storageKeys = {
  darkMode: 'dark_mode',
  locale: 'locale',
  token: 'token',
  userInfo: 'user_info',
  /** Talks and books saved on this device (features/offline). */
  offlineItems: 'offline_items',
  /** The build of the service worker that last ran here: a new one says "updated" once. */
  appVersion: 'app_version',
} as const;

type Key = (typeof storageKeys)[keyof typeof storageKeys];

/** Storage can be unavailable (private mode, tests); the app then keeps working without it. */
export const storage = {
  get(key: Key): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* ignored: see above */
    }
  },
  remove(key: Key): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* ignored: see above */
    }
  },
  getJson<T>(key: Key): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
};
