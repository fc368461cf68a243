import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LotusIcon } from '../../../components/icons';
import { ui } from '../../../components/ui';

/** The empty result of spec section 2: 'No Results Found!', with an optional line and action. */
export function NewsEmpty({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`${ui.card} flex flex-col items-center px-6 py-16 text-center`}>
      <span className="mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-saffron-100 text-saffron-700 dark:bg-night-800 dark:text-saffron-300">
        <LotusIcon width={28} height={28} />
      </span>
      <p className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{t('labels.noResults')}</p>
      {text && <p className="mt-2 text-stone-600 dark:text-stone-400">{text}</p>}
      {children}
    </div>
  );
}

export function NewsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('news');
  return (
    <div role="alert" className={`${ui.card} flex flex-col items-center px-6 py-12 text-center`}>
      <p className="text-stone-700 dark:text-stone-300">{message}</p>
      <button type="button" className={`${ui.buttonSecondary} mt-4`} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
