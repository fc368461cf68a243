import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../../lib/notify';

const Toasts = lazy(() => import('./Toasts'));

/** Mounted once in the layout: loads and mounts sonner when the first toast is raised (lib/notify.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
