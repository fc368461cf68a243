import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { notify } from '../../lib/notify';
import { CopyIcon } from './icons';

/** A value to pass on (a setup link): shown whole, selected on focus, with a copy button. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation('console');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('actions.copied'), { id: `copied-${id}` });
    } catch {
      notify.error(t('actions.copyFailed'), { id: `copy-failed-${id}` });
    }
  };
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${ui.input} font-mono text-sm`}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button type="button" className={`${ui.buttonSecondary} shrink-0 px-4`} onClick={() => void copy()}>
          <CopyIcon />
          {t('actions.copy')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
