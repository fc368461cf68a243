import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember, TwoFactorSetup } from '@mahasi/contract/staff';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { CodeForm } from '../../components/CodeForm';
import { RecoveryCodes } from '../../components/RecoveryCodes';
import { EnrolForm } from '../../components/TwoFactorSetup';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { TWO_FACTOR_REQUIRED_ROLES } from '@mahasi/contract/constants/staff';
import { notifyFailure } from '../../lib/failure';
import { staffSession } from '../../lib/session';
import { accountApi } from './api';

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrol'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'newCodes' }
  | { kind: 'disable' };

/**
 * Two-factor sign-in on one's own account: turn it on (QR code, first code, recovery codes shown
 * once), make new recovery codes, or turn it off (roles that may; a current code is asked).
 */
export function TwoFactorPanel({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('consoleAccount');
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const mustKeep = TWO_FACTOR_REQUIRED_ROLES.includes(staff.role);
  // Leaving half-way through enrolment, or before the new codes are saved, loses them.
  useUnsavedChanges(mode.kind === 'enrol' || mode.kind === 'codes');

  /** The member as the server now has it (two-factor on or off). */
  const refresh = async () => staffSession.setStaff(await accountApi.me());

  const start = async () => {
    setStarting(true);
    try {
      setMode({ kind: 'enrol', setup: await accountApi.twoFactorStart() });
    } catch (error) {
      notifyFailure(t('twoFactor.startFailed'), error);
    } finally {
      setStarting(false);
    }
  };

  const confirmEnrol = async (code: string) => {
    const { recoveryCodes } = await accountApi.twoFactorConfirm(code);
    setMode({ kind: 'codes', codes: recoveryCodes });
    notify.success(t('twoFactor.turnedOn'));
    await refresh().catch(() => undefined);
  };

  const newCodes = async (code: string) => {
    const { recoveryCodes } = await accountApi.recoveryCodes(code);
    setMode({ kind: 'codes', codes: recoveryCodes });
    notify.success(t('twoFactor.newCodesMade'));
  };

  const disable = async (code: string) => {
    const accepted = await confirm({
      title: t('twoFactor.disableConfirmTitle'),
      message: t('twoFactor.disableConfirmText'),
      confirmText: t('twoFactor.disable'),
    });
    if (!accepted) return;
    await accountApi.twoFactorDisable(code);
    setMode({ kind: 'idle' });
    notify.success(t('twoFactor.turnedOff'));
    await refresh().catch(() => undefined);
  };

  if (mode.kind === 'codes') return <RecoveryCodes codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />;
  if (mode.kind === 'enrol') {
    return (
      <div className="space-y-4">
        <EnrolForm setup={mode.setup} confirm={confirmEnrol} submitText={t('twoFactor.confirm')} />
        <button type="button" className={ui.link} onClick={() => setMode({ kind: 'idle' })}>
          {t('common:labels.cancel')}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-stone-700 dark:text-stone-300">
        <span className="font-semibold">{t('twoFactor.status')}:</span> {staff.twoFactorEnabled ? t('twoFactor.on') : t('twoFactor.off')}
      </p>
      {!staff.twoFactorEnabled && (
        <>
          <p className="text-stone-600 dark:text-stone-400">{mustKeep ? t('twoFactor.required') : t('twoFactor.offText')}</p>
          <button
            type="button"
            className={ui.buttonPrimary}
            disabled={starting}
            aria-busy={starting || undefined}
            onClick={() => void start()}
          >
            {starting ? t('console:actions.saving') : t('twoFactor.turnOn')}
          </button>
        </>
      )}
      {staff.twoFactorEnabled && mode.kind === 'idle' && (
        <>
          <p className="text-stone-600 dark:text-stone-400">{mustKeep ? t('twoFactor.mustKeep') : t('twoFactor.onText')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={ui.buttonSecondary} onClick={() => setMode({ kind: 'newCodes' })}>
              {t('twoFactor.newCodes')}
            </button>
            {!mustKeep && (
              <button
                type="button"
                className={`${ui.buttonSecondary} text-maroon-700 dark:text-maroon-200`}
                onClick={() => setMode({ kind: 'disable' })}
              >
                {t('twoFactor.disable')}
              </button>
            )}
          </div>
        </>
      )}
      {(mode.kind === 'newCodes' || mode.kind === 'disable') && (
        <div className="space-y-3 rounded-xl border border-sand-200 p-4 dark:border-night-700">
          <p className="text-stone-700 dark:text-stone-300">
            {mode.kind === 'newCodes' ? t('twoFactor.newCodesText') : t('twoFactor.disableText')}
          </p>
          <CodeForm
            key={mode.kind}
            submit={mode.kind === 'newCodes' ? newCodes : disable}
            submitText={mode.kind === 'newCodes' ? t('twoFactor.newCodes') : t('twoFactor.disable')}
            failedText={t('twoFactor.failed')}
          />
          <button type="button" className={ui.link} onClick={() => setMode({ kind: 'idle' })}>
            {t('common:labels.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
