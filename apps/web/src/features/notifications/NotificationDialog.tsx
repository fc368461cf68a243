import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { Notification } from '@mahasi/contract/notification';
import { StaffLink } from '../../components/StaffLink';
import { ui } from '../../components/ui';
import { TypeBadge } from './TypeBadge';
import { sanitizeHtml } from '../../lib/sanitize';
import { relativeTimeOf } from './text';

/** The whole notification: subject, type, time and the sanitised HTML, with Close (and Open when it links somewhere). */
export function NotificationDialog({
  notification,
  onClose,
  returnFocus,
}: {
  notification: Notification;
  onClose: () => void;
  /** The row that opened it, focused again on close. */
  returnFocus?: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation('notifications');
  const html = useMemo(
    () => sanitizeHtml(notification.content, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] }),
    [notification.content],
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-sand-200 bg-white shadow-xl dark:border-night-700 dark:bg-night-900"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.isConnected) return;
            event.preventDefault();
            returnFocus.focus();
          }}
        >
          <div className="border-b border-sand-200 px-6 pt-6 pb-4 dark:border-night-700">
            <div>
              <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-stone-600 dark:text-stone-400">
                <TypeBadge notiType={notification.notiType} />
                <time dateTime={notification.updatedTime} title={formatDateTime(notification.updatedTime, i18n.language)}>
                  {relativeTimeOf(notification.updatedTime, i18n.language)}
                </time>
              </div>
              <Dialog.Title className="font-serif text-xl leading-snug font-semibold text-maroon-800 dark:text-sand-50">
                {notification.subject}
              </Dialog.Title>
            </div>
          </div>
          <div
            data-testid="notification-content"
            className="min-h-0 flex-1 space-y-3 overflow-y-auto px-6 py-5 leading-relaxed break-words text-stone-800 dark:text-stone-200 [&_a]:text-maroon-700 [&_a]:underline dark:[&_a]:text-saffron-300 [&_h2]:font-serif [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 px-6 py-4 dark:border-night-700">
            <Dialog.Close className={ui.buttonSecondary}>{t('close')}</Dialog.Close>
            {/* A page of this site through the router ('/podcasts/3'), a web address in a new tab. */}
            <StaffLink to={notification.link} className={ui.buttonPrimary} onClick={onClose}>
              {t('open')}
            </StaffLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
