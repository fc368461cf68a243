import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { notify } from '../../../lib/notify';
import { DataTable, type Column } from '../../components/DataTable';
import { ListEmpty } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { notifyFailure } from '../../lib/failure';
import { consolePaths } from '../../paths';
import { mailApi, mailKeys, mailQueries } from './api';
import type { WaitingMail } from '@mahasi/contract/staff-mail';

/**
 * /admin/mail (care team, admins): e-mail the mail server has not taken yet. Each one is sent by
 * itself once the server answers; "Try again now" does not wait for the next try.
 */
export default function MailPage() {
  const { t, i18n } = useTranslation('consoleMail');
  const queryClient = useQueryClient();
  const query = useQuery(mailQueries.waiting());
  const [trying, setTrying] = useState<number | null>(null);

  const retry = async (mail: WaitingMail) => {
    setTrying(mail.id);
    try {
      const { status } = await mailApi.retry(mail.id);
      if (status === 'sent') notify.success(t('retry.sent', { recipient: mail.recipient }));
      else if (status === 'refused') notify.warning(t('retry.refused', { recipient: mail.recipient }));
      else notify.info(t('retry.waiting'));
    } catch (error) {
      notifyFailure(t('retry.failed'), error);
    } finally {
      setTrying(null);
      void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    }
  };

  const columns: Column<WaitingMail>[] = [
    {
      key: 'mail',
      header: t('columns.mail'),
      cell: (mail) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">{mail.subject}</span>
          <span className="block text-stone-600 dark:text-stone-400">
            {t(`kinds.${mail.kind}`)}
            {mail.kind === 'care.reply' && mail.messageId !== null && (
              <>
                {' · '}
                <Link to={`${consolePaths.messages}/${mail.messageId}`} className={ui.link}>
                  {t('openMessage')}
                </Link>
              </>
            )}
          </span>
        </>
      ),
    },
    { key: 'to', header: t('columns.to'), cell: (mail) => <span className="break-all">{mail.recipient}</span> },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (mail) =>
        mail.status === 'refused' ? (
          <span className="font-semibold text-maroon-800 dark:text-saffron-300">{t('refused')}</span>
        ) : (
          <>
            <span className="block font-semibold">{t('waiting')}</span>
            <span className="block text-stone-600 dark:text-stone-400">
              {t('tries', { count: mail.attempts })} · {t('nextTry', { time: formatDateTime(mail.nextAttemptAt, i18n.language) })}
            </span>
          </>
        ),
    },
    {
      key: 'said',
      header: t('columns.said'),
      cell: (mail) => <span className="line-clamp-3 break-words text-stone-600 dark:text-stone-400">{mail.lastError || '—'}</span>,
    },
    {
      key: 'kept',
      header: t('columns.kept'),
      className: 'whitespace-nowrap',
      cell: (mail) => formatDateTime(mail.createdAt, i18n.language),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (mail) =>
        mail.status === 'waiting' ? (
          <button
            type="button"
            className={`${ui.buttonSecondary} px-4 py-1.5`}
            disabled={trying !== null}
            aria-label={t('retry.label', { recipient: mail.recipient })}
            onClick={() => void retry(mail)}
          >
            {trying === mail.id ? t('retry.trying') : t('retry.button')}
          </button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={query.isError ? [] : query.data}
        rowKey={(mail) => mail.id}
        empty={
          <ListEmpty failed={query.isError} onRetry={() => void query.refetch()} filtered={false} onClear={() => undefined} filteredText="">
            {t('empty')}
          </ListEmpty>
        }
      />
    </div>
  );
}
