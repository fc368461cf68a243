import { useEffect, type CSSProperties } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from '../../lib/notify';
import { useDarkMode } from '../../lib/theme';

/**
 * Spec section 9 toast settings; 356 px width, 45 px swipe and 200 ms removal are sonner's own.
 * Top right, but below the sticky header (64 px tall): over it, a toast hid the language switch,
 * the cart and the login button, and one under the pointer waits for it to leave before it goes.
 */
export const toastSettings = {
  position: 'top-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: { top: 80 },
  mobileOffset: { top: 72 },
} as const;

/**
 * sonner's light rich colours miss WCAG AA (about 3.1 to 4.4 : 1, flagged by axe); these pairs
 * reach 6.8 : 1 or more. Its dark ones pass (6.6 : 1 or more) and stay.
 */
const lightRichColors = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

function Ready() {
  // Runs after the Toaster (its elder sibling) subscribed to new toasts.
  useEffect(() => toasterReady(sonner), []);
  return null;
}

export default function Toasts() {
  const dark = useDarkMode();
  return (
    <>
      <sonner.Toaster
        {...toastSettings}
        theme={dark ? 'dark' : 'light'}
        richColors
        closeButton
        // Inline, so that they win over the variables sonner's injected style sheet sets.
        style={{ ['--width' as string]: '356px', ...(dark ? {} : lightRichColors) }}
      />
      <Ready />
    </>
  );
}
