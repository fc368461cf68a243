import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { SubmitButton } from './FormField';
import { confirmLeave } from './useUnsavedChanges';

/**
 * A dialog holding a form (Radix: focus kept inside, Escape and the overlay close it, focus goes
 * back to what opened it). Closing it with changes not saved asks first.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  dirty = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  dirty?: boolean;
  children: ReactNode;
}) {
  const close = async () => {
    if (dirty && !(await confirmLeave())) return;
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && void close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-sand-200 bg-white p-6 shadow-xl dark:border-night-700 dark:bg-night-900"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-stone-600 dark:text-stone-300">{description}</Dialog.Description>}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the dialog it is in, asking first when the form has changes (wrap it: `asChild`). */
export const FormDialogClose = Dialog.Close;

/** A button that closes the dialog it is in ('Cancel' unless said), asking first when the form has changes. */
export function DialogCloseButton({ className = ui.buttonSecondary, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <FormDialogClose asChild>
      <button type="button" className={className}>
        {children ?? t('common:labels.cancel')}
      </button>
    </FormDialogClose>
  );
}

/** The buttons under a dialog's form: Cancel, then the submit button (saying `savingText` while it saves). */
export function DialogButtons({
  saving,
  savingText,
  wrap = true,
  children,
}: {
  saving: boolean;
  savingText: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex ${wrap ? 'flex-wrap ' : ''}justify-end gap-3 pt-2`}>
      <DialogCloseButton />
      <SubmitButton saving={saving} savingText={savingText}>
        {children}
      </SubmitButton>
    </div>
  );
}

/** Cancel, and a submit button that says 'Saving…' while it saves. */
export function SaveButtons({ saving, submit }: { saving: boolean; submit: string }) {
  const { t } = useTranslation('console');
  return (
    <DialogButtons saving={saving} savingText={t('console:actions.saving')}>
      {submit}
    </DialogButtons>
  );
}
