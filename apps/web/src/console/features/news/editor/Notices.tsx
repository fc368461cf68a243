import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../../components/ui';
import { htmlLang } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { sanitizeRichHtml } from '../../../../lib/sanitize';
import { langs, type Draft } from '../content';

/** Copies the text, with its formatting where the browser allows (pasted back into the editor, it keeps it). */
async function copyText(text: string, html: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    if (html && typeof ClipboardItem !== 'undefined') {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([text], { type: 'text/plain' }) }),
      ]);
    } else {
      await navigator.clipboard.writeText(text);
    }
    notify.success(messages.copied, { id: 'kept-copy' });
  } catch {
    notify.error(messages.failed, { id: 'kept-copy' });
  }
}

function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.innerText || doc.body.textContent || '';
}

/** The writer's own text from before their version was replaced by someone else's: to read and copy back. */
export function KeptCopy({ copy, onDismiss }: { copy: Draft; onDismiss: () => void }) {
  const { t } = useTranslation('consoleNews');
  const bodies = useMemo(() => ({ en: sanitizeRichHtml(copy.bodyEn), mm: sanitizeRichHtml(copy.bodyMm) }), [copy.bodyEn, copy.bodyMm]);
  return (
    <details open className="mb-4 rounded-xl border border-sand-200 bg-white/80 px-4 py-3 dark:border-night-700 dark:bg-night-900">
      <summary className="cursor-pointer font-semibold text-ink-900 dark:text-sand-50">{t('kept.title')}</summary>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('kept.text')}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {langs.map((lang) => {
          const title = lang === 'en' ? copy.titleEn : copy.titleMm;
          const summary = lang === 'en' ? copy.summaryEn : copy.summaryMm;
          const body = bodies[lang];
          if (!title && !summary && !body) return null;
          const all = [title, summary, htmlToText(body)].filter(Boolean).join('\n\n');
          return (
            <section key={lang} lang={htmlLang[lang]} className="min-w-0 rounded-xl border border-sand-200 p-3 dark:border-night-700">
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t(`language.${lang}`)}</h3>
                <button
                  type="button"
                  className={`${ui.buttonSecondary} px-3 py-1`}
                  onClick={() => void copyText(all, body, { copied: t('console:actions.copied'), failed: t('console:actions.copyFailed') })}
                >
                  {t('kept.copy')}
                </button>
              </div>
              {title && <p className="font-semibold">{title}</p>}
              {summary && <p className="mt-1 text-sm">{summary}</p>}
              {body && <div className="mt-2 max-h-64 overflow-y-auto text-sm [&_p]:mb-2" dangerouslySetInnerHTML={{ __html: body }} />}
            </section>
          );
        })}
      </div>
      <button type="button" className={`${ui.link} mt-3 text-sm`} onClick={onDismiss}>
        {t('kept.dismiss')}
      </button>
    </details>
  );
}
