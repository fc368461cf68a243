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
import { orderKeys, orderQueries, orderSupportApi } from './api';
import type { StaffOrderDetail } from '@mahasi/contract/staff-orders';
import { OrderStatusBadge } from './labels';
import { Fact, Panel } from '../../components/DetailPanel';
import { isRowId } from '@mahasi/contract/constants/ids';

/** /admin/orders/:orderId: one order with its books, fees, member and payment history, and the support actions. */
export default function OrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const valid = isRowId(id);
  const query = useQuery({ ...orderQueries.detail(id), enabled: valid });
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) return <ConsoleNotFound />;
  return <OrderView id={id} order={query.data} failed={query.isError} retry={() => void query.refetch()} />;
}

type Busy = 'resend' | 'check' | `regenerate-${number}` | null;

function OrderView({ id, order, failed, retry }: { id: number; order: StaffOrderDetail | undefined; failed: boolean; retry: () => void }) {
  const { t, i18n } = useTranslation('consoleOrders');
  const { staff } = useStaffSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const money = (minor: number) => (order ? formatMoney(minor, order.currencyCode) : '');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
  };

  const resend = async () => {
    if (!(await confirm({ title: t('resend.confirmTitle'), message: t('resend.confirmText'), confirmText: t('resend.submit') }))) return;
    setBusy('resend');
    try {
      const sent = await orderSupportApi.resendEmail(id);
      notify.success(t('resend.success', { sentTo: sent.sentTo }));
    } catch (error) {
      notifyFailure(t('resend.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  const regenerate = async (itemId: number, title: string) => {
    const accepted = await confirm({
      title: t('regenerate.confirmTitle'),
      message: t('regenerate.confirmText', { title }),
      confirmText: t('regenerate.submit'),
    });
    if (!accepted) return;
    setBusy(`regenerate-${itemId}`);
    try {
      await orderSupportApi.regenerate(id, itemId);
      notify.success(t('regenerate.success'));
      refresh();
    } catch (error) {
      notifyFailure(t('regenerate.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      const answer = await orderSupportApi.checkStatus(id);
      notify.success(t(`check.success.${answer.answer}`));
      refresh();
    } catch (error) {
      notifyFailure(t('check.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="max-w-5xl">
      <ConsoleTitle title={order ? order.orderNo : t('title')} />
      <Link to={consolePaths.orders} className={`${ui.link} text-sm`}>
        ← {t('back')}
      </Link>
      {failed ? (
        <p role="alert" className="mt-6">
          {t('detail.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={retry}>
            {t('console:actions.retry')}
          </button>
        </p>
      ) : !order ? (
        <p className="mt-6 text-stone-600 dark:text-stone-400" aria-busy="true">
          …
        </p>
      ) : (
        <>
          <div className="mt-3 mb-6 flex flex-wrap items-center gap-3">
            <h1 className="font-mono text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{order.orderNo}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={t('detail.summary')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Fact term={t('detail.orderDate')}>{formatDateTime(order.orderDate, i18n.language)}</Fact>
                {order.status === 'p' ? (
                  <Fact term={t('detail.expiresAt')}>{formatDateTime(order.expiresAt, i18n.language)}</Fact>
                ) : (
                  order.settledAt && <Fact term={t('detail.settledAt')}>{formatDateTime(order.settledAt, i18n.language)}</Fact>
                )}
                <Fact term={t('detail.payment')}>{order.paymentName}</Fact>
                <Fact term={t('detail.paymentRef')}>
                  <span className="font-mono break-all">{order.paymentRef ?? '—'}</span>
                </Fact>
                <Fact term={t('detail.subtotal')}>{money(order.subtotal)}</Fact>
                <Fact term={t('detail.commissionFee')}>{money(order.commissionFee)}</Fact>
                <Fact term={t('detail.transFee')}>{money(order.transFee)}</Fact>
                <Fact term={t('detail.serviceFee')}>{money(order.serviceFee)}</Fact>
                <Fact term={t('detail.total')}>
                  <strong>{money(order.netAmount)}</strong>
                </Fact>
              </dl>
            </Panel>
            <Panel title={t('detail.member')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Fact term={t('columns.member')}>{order.userFullName || '—'}</Fact>
                <Fact term={t('detail.email')}>{order.email ?? '—'}</Fact>
                <Fact term={t('detail.phone')}>{order.phoneNo ?? '—'}</Fact>
              </dl>
              {canUse(staff?.role, 'members') && (
                <p className="mt-4">
                  <Link to={`${consolePaths.members}/${order.memberId}`} className={ui.link}>
                    {t('detail.openMember')}
                  </Link>
                </p>
              )}
            </Panel>
          </div>

          <section className={`${ui.card} mt-6 p-5`} aria-label={t('detail.support')}>
            <h2 className="mb-3 font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t('detail.support')}</h2>
            {order.status === 'c' ? (
              <button
                type="button"
                className={ui.buttonSecondary}
                disabled={busy !== null}
                aria-busy={busy === 'resend' || undefined}
                onClick={() => void resend()}
              >
                {busy === 'resend' ? t('console:actions.saving') : t('resend.submit')}
              </button>
            ) : order.canCheckStatus ? (
              <>
                <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('check.text')}</p>
                <button
                  type="button"
                  className={ui.buttonSecondary}
                  disabled={busy !== null}
                  aria-busy={busy === 'check' || undefined}
                  onClick={() => void check()}
                >
                  {busy === 'check' ? t('console:actions.saving') : t('check.submit')}
                </button>
              </>
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('resend.onlyCompleted')}</p>
            )}
            <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{t('detail.noPaidByHand')}</p>
          </section>

          <section className="mt-8" aria-label={t('detail.items')}>
            <h2 className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{t('detail.items')}</h2>
            <div className={`${ui.card} overflow-x-auto`}>
              <table className="w-full text-left text-sm">
                <thead className="border-b border-sand-200 dark:border-night-700">
                  <tr>
                    <th className="px-4 py-3 font-semibold">{t('detail.book')}</th>
                    <th className="px-4 py-3 font-semibold">{t('detail.dedication')}</th>
                    <th className="px-4 py-3 text-right font-semibold">{t('detail.donation')}</th>
                    <th className="px-4 py-3 font-semibold">
                      <span className="sr-only">{t('columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={item.id} className="border-b border-sand-100 last:border-0 dark:border-night-800">
                      <td className="px-4 py-2.5 font-semibold">{item.ebookTitle}</td>
                      <td className="px-4 py-2.5 whitespace-pre-line">
                        {item.engravedText || <span className="text-stone-500">{t('detail.noDedication')}</span>}
                      </td>
                      <td className="px-4 py-2.5 text-right whitespace-nowrap">{money(item.unitPrice)}</td>
                      <td className="px-4 py-2.5 text-right">
                        {order.status === 'c' && item.engravedText.trim() && (
                          <button
                            type="button"
                            className={`${ui.buttonSecondary} px-4 py-1.5`}
                            disabled={busy !== null}
                            aria-busy={busy === `regenerate-${item.id}` || undefined}
                            onClick={() => void regenerate(item.id, item.ebookTitle)}
                          >
                            {busy === `regenerate-${item.id}` ? t('console:actions.saving') : t('regenerate.submit')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="mt-8" aria-label={t('detail.history')}>
            <h2 className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{t('detail.history')}</h2>
            {order.history.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('detail.noHistory')}</p>
            ) : (
              <ol className="space-y-3">
                {order.history.map((event) => (
                  <li key={event.id} className={`${ui.card} grid gap-1 p-4 text-sm sm:grid-cols-[12rem_1fr]`}>
                    <span className="whitespace-nowrap text-stone-600 dark:text-stone-400">
                      {formatDateTime(event.receivedAt, i18n.language)}
                    </span>
                    <span>
                      <strong className="block">
                        {t(`detail.kinds.${event.kind}`, { defaultValue: event.kind })}
                        {event.outcome && ` — ${t(`detail.outcomes.${event.outcome}`, { defaultValue: event.outcome })}`}
                        {event.applied && ` · ${t('detail.changedOrder')}`}
                      </strong>
                      {event.detail && <span className="block break-words text-stone-700 dark:text-stone-300">{event.detail}</span>}
                      {event.eventId && <span className="block font-mono text-xs break-all text-stone-500">{event.eventId}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
