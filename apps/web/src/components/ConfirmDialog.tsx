import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../lib/confirm';
import { ui } from './ui';

/** The confirm dialog's body; loaded lazily by ConfirmHost on first use. */
export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${ui.card} fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 p-6 shadow-xl`}
          {...(request.message ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{request.title}</Dialog.Title>
          {request.message && (
            <Dialog.Description className="mt-3 text-stone-600 dark:text-stone-300">{request.message}</Dialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={ui.buttonSecondary} onClick={() => onClose(false)}>
              {request.cancelText ?? t('labels.cancel')}
            </button>
            <button type="button" className={ui.buttonPrimary} onClick={() => onClose(true)}>
              {request.confirmText ?? t('labels.ok')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
