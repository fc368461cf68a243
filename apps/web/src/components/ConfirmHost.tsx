import { lazy, Suspense, useEffect, useState } from 'react';
import { onConfirmRequest, type ConfirmRequest } from '../lib/confirm';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** Mounted once in the layout: shows the requests of `confirm()`, one at a time. */
export function ConfirmHost() {
  const [queue, setQueue] = useState<ConfirmRequest[]>([]);
  useEffect(() => onConfirmRequest((request) => setQueue((current) => [...current, request])), []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={queue.length}
        request={current}
        onClose={(accepted) => {
          current.resolve(accepted);
          setQueue((rest) => rest.slice(1));
        }}
      />
    </Suspense>
  );
}
