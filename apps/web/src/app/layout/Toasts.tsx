import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from '../../lib/notify';
import { useDarkMode } from '../../lib/theme';

/** Spec section 9 toast settings; 356 px width, 45 px swipe and 200 ms removal are sonner's own. */
export const toastSettings = { position: 'top-right', duration: 4000, visibleToasts: 3, gap: 14 } as const;

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
        style={{ ['--width' as string]: '356px' }}
      />
      <Ready />
    </>
  );
}
