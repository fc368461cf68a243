import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { ui } from '../../../components/ui';

/** A dialog nearly the size of the screen (a preview, the saved versions), closed with its button, Escape or the overlay. */
export function WideDialog({
  title,
  onClose,
  tools,
  children,
}: {
  title: string;
  onClose: () => void;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('consoleNews');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night-950/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-40 flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-sand-50 shadow-xl sm:inset-6 dark:border-night-700 dark:bg-night-950"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 bg-white/90 px-4 py-3 dark:border-night-700 dark:bg-night-900">
            <Dialog.Title className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{title}</Dialog.Title>
            <div className="flex items-center gap-3">
              {tools}
              <Dialog.Close asChild>
                <button type="button" className={ui.iconButton} aria-label={t('dialog.close')}>
                  <CloseIcon />
                </button>
              </Dialog.Close>
            </div>
          </div>
          {/* Focusable, so that a keyboard scrolls it even when nothing in it takes the focus (a live page's poster). */}
          <div
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto px-4 py-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-saffron-500 sm:px-6"
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** English / Myanmar as a pair of pressed buttons. */
export function LanguageToggle<L extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: L;
  options: readonly { value: L; label: string }[];
  onChange: (value: L) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-sand-200 p-0.5 text-sm font-semibold dark:border-night-700"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-full px-3 py-1 transition ${
            value === option.value
              ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
              : 'text-stone-700 hover:text-maroon-800 dark:text-stone-200 dark:hover:text-saffron-300'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
