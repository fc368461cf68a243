import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mahasi/contract/money';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { HttpError } from '../../../lib/api/errors';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { ConsoleTitle } from '../../components/PageHeader';
import { notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { consolePaths } from '../../paths';
import { canUse } from '../../sections';
import { memberAdminApi, memberKeys, memberQueries } from './api';
import type { MemberDetail } from '@mahasi/contract/staff-members';
import { MemberStatusBadge } from './labels';
import { orderLinkFor } from './orderLink';
import { Fact, Panel } from '../../components/DetailPanel';
import { isRowId } from '@mahasi/contract/constants/ids';

type Action = 'disable' | 'enable' | 'reset';

/** /admin/members/:memberId: one member, their orders and notifications; an admin can disable, enable and send a reset code. */
export default function MemberPage() {
  const { memberId } = useParams();
  const id = Number(memberId);
  const valid = isRowId(id);
  const query = useQuery({ ...memberQueries.detail(id), enabled: valid });
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) return <ConsoleNotFound />;
  return <MemberView id={id} member={query.data} failed={query.isError} retry={() => void query.refetch()} />;
}

function MemberView({ id, member, failed, retry }: { id: number; member: MemberDetail | undefined; failed: boolean; retry: () => void }) {
  const { t, i18n } = useTranslation('consoleMembers');
  const { staff } = useStaffSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);
  const isAdmin = staff?.role === 'admin';
  const name = member ? member.userFullName || member.email || member.phoneNo || '' : '';

  const run = async (action: Action) => {
    const accepted = await confirm({
      title: t(`${action}.confirmTitle`),
      message: t(`${action}.confirmText`, { name }),
      confirmText: t(`${action}.submit`),
    });
    if (!accepted) return;
    setBusy(action);
    try {
      if (action === 'reset') {
        const sent = await memberAdminApi.sendResetCode(id);
        notify.success(t('reset.success', { sentTo: sent.sentTo }));
      } else {
        const row = await memberAdminApi[action](id);
        queryClient.setQueryData(memberKeys.detail(id), (old: MemberDetail | undefined) =>
          old
            ? {
                ...old,
                status: row.status,
                disabledAt: action === 'disable' ? new Date().toISOString() : null,
                activeSessions: action === 'disable' ? 0 : old.activeSessions,
              }
            : old,
        );
        void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] });
        notify.success(t(`${action}.success`, { name }));
      }
    } catch (error) {
      notifyFailure(t(`${action}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  const button = (action: Action, danger = false) => (
    <button
      type="button"
      className={`${ui.buttonSecondary} ${danger ? 'text-maroon-700 dark:text-maroon-200' : ''}`}
      disabled={busy !== null}
      aria-busy={busy === action || undefined}
      onClick={() => void run(action)}
    >
      {busy === action ? t('console:actions.saving') : t(`${action}.submit`)}
    </button>
  );

  return (
    <div className="max-w-5xl">
      <ConsoleTitle title={member ? name : t('title')} />
      <Link to={consolePaths.members} className={`${ui.link} text-sm`}>
        ← {t('back')}
      </Link>
      {failed ? (
        <p role="alert" className="mt-6">
          {t('detail.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={retry}>
            {t('console:actions.retry')}
          </button>
        </p>
      ) : !member ? (
        <p className="mt-6 text-stone-600 dark:text-stone-400" aria-busy="true">
          …
        </p>
      ) : (
        <>
          <div className="mt-3 mb-6 flex flex-wrap items-center gap-3">
            <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{name}</h1>
            <MemberStatusBadge status={member.status} />
          </div>
          <p className="mb-6 text-sm text-stone-600 dark:text-stone-400">{t('detail.viewLogged')}</p>
          {member.status === 'active' && canUse(staff?.role, 'notifications') && (
            <p className="mb-6">
              <Link
                to={`${consolePaths.notifications}/new?${new URLSearchParams({ memberId: String(member.id), name }).toString()}`}
                className={ui.buttonSecondary}
              >
                {t('detail.sendNotification')}
              </Link>
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={t('detail.account')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Fact term={t('detail.username')}>{member.username}</Fact>
                <Fact term={t('detail.email')}>{member.email ?? '—'}</Fact>
                <Fact term={t('detail.phone')}>{member.phoneNo ?? '—'}</Fact>
                <Fact term={t('detail.joined')}>{formatDateTime(member.createdAt, i18n.language)}</Fact>
                <Fact term={t('detail.confirmed')}>
                  {member.confirmedAt ? formatDateTime(member.confirmedAt, i18n.language) : t('detail.notConfirmed')}
                </Fact>
                {member.disabledAt && <Fact term={t('detail.disabledSince')}>{formatDateTime(member.disabledAt, i18n.language)}</Fact>}
                <Fact term={t('detail.lastSignIn')}>
                  {member.lastSignInAt ? formatDateTime(member.lastSignInAt, i18n.language) : t('never')}
                </Fact>
                <Fact term={t('detail.sessions')}>{t('detail.sessionsCount', { count: member.activeSessions })}</Fact>
              </dl>
            </Panel>
            <Panel title={t('detail.activity')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Fact term={t('detail.savedNews')}>{member.savedNewsCount}</Fact>
                <Fact term={t('detail.notifications')}>
                  {t('detail.notificationState', { unread: member.notifications.unread, total: member.notifications.total })}
                </Fact>
                <Fact term={t('detail.orders')}>{member.orderCount}</Fact>
              </dl>
            </Panel>
          </div>
          {isAdmin && (
            <section className={`${ui.card} mt-6 p-5`} aria-label={t('detail.actions')}>
              <h2 className="mb-3 font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t('detail.actions')}</h2>
              <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('reset.text')}</p>
              <div className="flex flex-wrap gap-3">
                {member.status !== 'disabled' && button('reset')}
                {member.status === 'disabled' ? button('enable') : button('disable', true)}
              </div>
            </section>
          )}
          <section className="mt-8" aria-label={t('detail.orders')}>
            <h2 className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{t('detail.orders')}</h2>
            {member.orders.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('detail.noOrders')}</p>
            ) : (
              <>
                {member.orderCount > member.orders.length && (
                  <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">
                    {t('detail.ordersShown', { shown: member.orders.length, total: member.orderCount })}
                  </p>
                )}
                <div className={`${ui.card} overflow-x-auto`}>
                  <table className="w-full text-left text-sm">
                    <thead className="border-b border-sand-200 dark:border-night-700">
                      <tr>
                        <th className="px-4 py-3 font-semibold">{t('detail.orderNo')}</th>
                        <th className="px-4 py-3 font-semibold">{t('detail.orderDate')}</th>
                        <th className="px-4 py-3 text-right font-semibold">{t('detail.amount')}</th>
                        <th className="px-4 py-3 font-semibold">{t('detail.orderStatus')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {member.orders.map((order) => {
                        const link = orderLinkFor(staff?.role, order.id);
                        return (
                          <tr key={order.id} className="border-b border-sand-100 last:border-0 dark:border-night-800">
                            <td className="px-4 py-2.5 font-mono whitespace-nowrap">
                              {link ? (
                                <Link to={link} className={ui.link} aria-label={t('detail.openOrder', { orderNo: order.orderNo })}>
                                  {order.orderNo}
                                </Link>
                              ) : (
                                order.orderNo
                              )}
                            </td>
                            <td className="px-4 py-2.5 whitespace-nowrap">{formatDateTime(order.orderDate, i18n.language)}</td>
                            <td className="px-4 py-2.5 text-right whitespace-nowrap">{formatMoney(order.netAmount, order.currencyCode)}</td>
                            <td className="px-4 py-2.5">{t(`detail.orderStatuses.${order.status}`, { defaultValue: order.status })}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
