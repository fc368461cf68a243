import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from './storage';

/**
 * Light / dark theme kept in local storage `dark_mode` ('true' / 'false'). index.html applies it
 * before the first paint with the same rule, so the page never flashes the wrong theme.
 */
const listeners = new Set<() => void>();

function readDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  storage.set(storageKeys.darkMode, String(dark));
  for (const listener of listeners) listener();
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readDark,
    () => false,
  );
}
