import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup as Setup } from '@mahasi/contract/staff';
import { sanitizeHtml } from '../../lib/sanitize';
import { CodeForm } from './CodeForm';

/**
 * The first half of setting up two-factor sign-in: the QR code to scan and the same secret as text
 * to type. The QR code is SVG markup made by the server; it is cleaned here all the same (DOMPurify's
 * SVG profile: no scripts, no event handlers, no foreign content).
 */
export function TwoFactorSetup({ setup }: { setup: Setup }) {
  const { t } = useTranslation('consoleAuth');
  const qr = useMemo(() => sanitizeHtml(setup.qrSvg, { USE_PROFILES: { svg: true, svgFilters: true } }), [setup.qrSvg]);
  const secret = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-stone-700 dark:text-stone-300">
        <li>{t('enrol.stepApp')}</li>
        <li>{t('enrol.stepScan')}</li>
        <li>{t('enrol.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* Dark modules on white in either theme: phones read a QR code by its contrast. */}
        <div
          role="img"
          aria-label={t('enrol.qrLabel')}
          className="h-48 w-48 shrink-0 rounded-xl border border-sand-200 bg-white p-2 dark:border-night-700 [&_svg]:h-full [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <div className="min-w-0 text-sm">
          <p className="text-stone-600 dark:text-stone-400">{t('enrol.secretLabel')}</p>
          <p
            className="mt-1 font-mono text-base font-semibold tracking-wider break-words text-ink-900 select-all dark:text-sand-50"
            translate="no"
          >
            {secret}
          </p>
        </div>
      </div>
    </div>
  );
}

/** Enrolment: the QR code and secret, then the first code from the app to confirm it. */
export function EnrolForm({ setup, confirm, submitText }: { setup: Setup; confirm: (code: string) => Promise<void>; submitText?: string }) {
  const { t } = useTranslation('consoleAuth');
  return (
    <div className="space-y-6">
      <TwoFactorSetup setup={setup} />
      <CodeForm submit={confirm} submitText={submitText ?? t('enrol.confirm')} failedText={t('enrol.failed')} />
    </div>
  );
}
