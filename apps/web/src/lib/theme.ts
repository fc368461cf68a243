import { useBrowserStore } from './adopting';
import { storage, storageKeys } from './storage';

/**
 * Light / dark theme kept in local storage `dark_mode` ('true' / 'false'). index.html applies it
 * before the first paint with the same rule, so the page never flashes the wrong theme.
 */
const listeners = new Set<() => void>();

function subscribeDark(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

/**
 * Switches at once: without `theme-switching` every card, chip and link with a colour transition
 * would fade on its own over 150 ms, and long lists flicker through mixed colours. The class is
 * dropped once the new colours have been computed, so hover fades work again afterwards.
 */
export function setDarkMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  void getComputedStyle(root).color;
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
  storage.set(storageKeys.darkMode, String(dark));
  for (const listener of listeners) listener();
}

export function useDarkMode(): boolean {
  return useBrowserStore(subscribeDark, readDark, false);
}
