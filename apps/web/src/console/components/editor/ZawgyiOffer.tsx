import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';

/** Text pasted in Zawgyi: offered for conversion before it is saved (saving waits for the answer; the focus stays where the writer is). */
export function ZawgyiOffer({ field, onConvert, onKeep }: { field: string; onConvert: () => void; onKeep: () => void }) {
  const { t } = useTranslation('consoleNews');
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-ink-900 dark:border-saffron-700 dark:bg-night-900 dark:text-sand-100"
    >
      <div>
        <p className="font-semibold">{t('zawgyi.title')}</p>
        <p className="text-sm">{t('zawgyi.text', { field })}</p>
      </div>
      <div className="flex gap-2">
        <button type="button" className={`${ui.buttonPrimary} px-4 py-2`} onClick={onConvert}>
          {t('zawgyi.convert')}
        </button>
        <button type="button" className={`${ui.buttonSecondary} px-4 py-2`} onClick={onKeep}>
          {t('zawgyi.keep')}
        </button>
      </div>
    </div>
  );
}
