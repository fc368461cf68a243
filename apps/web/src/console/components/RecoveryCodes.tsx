import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { notify } from '../../lib/notify';
import { CopyIcon, DownloadIcon } from './icons';

/**
 * The ten recovery codes, shown once: copy, download as a text file, then confirm they are saved.
 * Each code signs in once in place of the authenticator app.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('consoleAuth');
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('recovery.copied'), { id: 'recovery-copied' });
    } catch {
      notify.error(t('recovery.copyFailed'), { id: 'recovery-copy-failed' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mahasi-staff-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-heading" className="space-y-4">
      <h2 id="recovery-heading" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('recovery.heading')}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">{t('recovery.text')}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 font-mono text-base text-ink-900 dark:border-night-700 dark:bg-night-950 dark:text-sand-50"
        translate="no"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={ui.buttonSecondary} onClick={() => void copy()}>
          <CopyIcon />
          {t('recovery.copy')}
        </button>
        <button type="button" className={ui.buttonSecondary} onClick={download}>
          <DownloadIcon />
          {t('recovery.download')}
        </button>
      </div>
      <button type="button" className={`${ui.buttonPrimary} w-full sm:w-auto`} onClick={onDone}>
        {t('recovery.saved')}
      </button>
    </section>
  );
}
