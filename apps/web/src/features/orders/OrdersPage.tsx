import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/DateInput';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@mahasi/contract/money';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { profilePageWidth } from '../cart/styles';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ORDER_PAGE_SIZE, orderKeys, ordersApi, type OrderQuery, type OrderTab } from './api';
import { formatOrderDate, statusClass, statusKey } from './format';
import { isCalendarDay } from '@mahasi/contract/constants/days';

const tabs: OrderTab[] = ['all', 'success', 'fail'];
const isTab = (value: string | null): value is OrderTab => tabs.includes(value as OrderTab);

/** The page numbers around the current one (at most five). */
function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, index) => start + index);
}

export default function OrdersPage() {
  const { t, i18n } = useTranslation('store');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const tabParam = params.get('tab');
  const query: OrderQuery = {
    tab: isTab(tabParam) ? tabParam : 'all',
    date: isCalendarDay(params.get('date')) ? params.get('date')! : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const orders = useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => ordersApi.page(query, user?.id),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  function update(next: Partial<OrderQuery>) {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'all') search.set('tab', merged.tab);
    if (merged.date) search.set('date', merged.date);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  }

  const data = orders.data;
  const rows = data?.dataList ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.numOfRows / ORDER_PAGE_SIZE)) : 1;
  const pageButton =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition disabled:opacity-40';

  return (
    <section className={`${ui.card} ${profilePageWidth} p-6 sm:p-8`}>
      <PageTitle title={t('orders.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('orders.title')}</h1>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div
          role="tablist"
          aria-label={t('orders.tabsLabel')}
          className="flex max-w-full flex-wrap gap-1 rounded-2xl bg-sand-100 p-1 dark:bg-night-800"
        >
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={query.tab === tab}
              aria-controls={`${id}-panel`}
              onClick={() => update({ tab })}
              className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                query.tab === tab
                  ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
                  : 'text-stone-700 hover:bg-white dark:text-stone-200 dark:hover:bg-night-700'
              }`}
            >
              {t(`orders.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={`${id}-date`} className={ui.label}>
              {t('orders.date')}
            </label>
            <DateInput id={`${id}-date`} className="w-44" value={query.date} onChange={(date) => update({ date })} />
          </div>
          {query.date && (
            <button type="button" className={`${ui.buttonSecondary} px-4`} onClick={() => update({ date: '' })}>
              {t('orders.clearDate')}
            </button>
          )}
        </div>
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${query.tab}`} className="mt-6">
        {orders.isPending ? (
          <p role="status" className="py-8 text-center text-stone-600 dark:text-stone-300">
            {t('orders.loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-stone-600 dark:text-stone-300">{t('orders.empty')}</p>
        ) : (
          <div className="relative overflow-x-auto [contain:inline-size]" tabIndex={0} aria-label={t('orders.title')} role="region">
            <table className="w-full min-w-[52rem] text-left text-sm" aria-busy={orders.isFetching}>
              <thead className="border-b border-sand-200 text-stone-600 dark:border-night-700 dark:text-stone-400">
                <tr>
                  {(['orderNo', 'orderDate', 'userName', 'quantity', 'netAmount', 'paymentName', 'status', 'action'] as const).map(
                    (key) => (
                      <th
                        key={key}
                        scope="col"
                        className={`py-2 pr-4 font-semibold whitespace-nowrap ${key === 'quantity' || key === 'netAmount' ? 'text-right' : ''}`}
                      >
                        {key === 'action' ? <span className="sr-only">{t('orders.action')}</span> : t(`orders.${key}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200 dark:divide-night-700">
                {rows.map((order) => {
                  const status = statusKey(order.status);
                  return (
                    <tr key={order.id} data-testid="order-row">
                      <td className="py-3 pr-4 font-medium whitespace-nowrap text-stone-900 dark:text-sand-100">{order.orderNo}</td>
                      <td className="py-3 pr-4 whitespace-nowrap">{formatOrderDate(order.orderDate, i18n.language)}</td>
                      <td className="py-3 pr-4">{order.userName}</td>
                      <td className="py-3 pr-4 text-right tabular-nums">{order.totalQty}</td>
                      <td className="py-3 pr-4 text-right whitespace-nowrap tabular-nums">
                        {formatMoney(order.netAmount, order.currencyCode)}
                      </td>
                      <td className="py-3 pr-4">{order.paymentName}</td>
                      <td className="py-3 pr-4">
                        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}>
                          {t(`orders.statuses.${status}`)}
                        </span>
                      </td>
                      <td className="py-3">
                        {status === 'c' && (
                          <Link
                            to={paths.user.ordersDetail(order.id)}
                            className={ui.link}
                            aria-label={`${t('orders.detail')} ${order.orderNo}`}
                          >
                            {t('orders.detail')}
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {data && data.numOfRows > ORDER_PAGE_SIZE && (
        <nav aria-label={t('orders.pagination')} className="mt-6 flex flex-wrap items-center justify-center gap-1">
          {(
            [
              ['first', '«', 1],
              ['previous', '‹', query.page - 1],
            ] as const
          ).map(([key, symbol, target]) => (
            <button
              key={key}
              type="button"
              className={`${pageButton} hover:bg-sand-100 dark:hover:bg-night-800`}
              aria-label={t(`orders.${key}`)}
              disabled={query.page <= 1}
              onClick={() => update({ page: target })}
            >
              {symbol}
            </button>
          ))}
          {pageWindow(query.page, pages).map((number) => (
            <button
              key={number}
              type="button"
              aria-label={t('orders.page', { page: number })}
              aria-current={number === query.page ? 'page' : undefined}
              className={`${pageButton} ${
                number === query.page
                  ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
                  : 'hover:bg-sand-100 dark:hover:bg-night-800'
              }`}
              onClick={() => update({ page: number })}
            >
              {number}
            </button>
          ))}
          {(
            [
              ['next', '›', query.page + 1],
              ['last', '»', pages],
            ] as const
          ).map(([key, symbol, target]) => (
            <button
              key={key}
              type="button"
              className={`${pageButton} hover:bg-sand-100 dark:hover:bg-night-800`}
              aria-label={t(`orders.${key}`)}
              disabled={query.page >= pages}
              onClick={() => update({ page: target })}
            >
              {symbol}
            </button>
          ))}
        </nav>
      )}
    </section>
  );
}
