import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currencies, formatMoney } from '@mahasi/contract/money';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { type Column } from '../../components/DataTable';
import { DateFilter, FilterSelect, ListToolbar, SearchField, TextFilter } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { pageRequest, useListParams } from '../../components/useListParams';
import { notify } from '../../../lib/notify';
import { consolePaths } from '../../paths';
import { downloadOrdersCsv, orderQueries } from './api';
import { staffOrderSortKeys, staffOrderStatuses } from '@mahasi/contract/constants/staff-orders';
import type { StaffOrderFilter, StaffOrderRow } from '@mahasi/contract/staff-orders';
import { OrderStatusBadge } from './labels';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 20;
const filterKeys = ['status', 'currency', 'payment', 'from', 'to'] as const;

/** /admin/orders (store managers and admins): every member's orders, searched, filtered, sorted, exported. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('consoleOrders');
  const list = useListParams({ filters: filterKeys, sortBy: 'order_date', orderBy: 'DESC' });
  const { params } = list;
  const [exporting, setExporting] = useState(false);

  const filter = useMemo<StaffOrderFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: params.filters.status || undefined,
        currencyCode: params.filters.currency || undefined,
        paymentName: params.filters.payment || undefined,
        from: params.filters.from || undefined,
        to: params.filters.to || undefined,
      } as StaffOrderFilter['searchObj'],
      ...pageRequest(params, staffOrderSortKeys, 'order_date', PAGE_SIZE),
    }),
    [params],
  );
  const query = useQuery(orderQueries.list(filter));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv({ searchObj: filter.searchObj, sortBy: filter.sortBy, orderBy: filter.orderBy });
    } catch {
      notify.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<StaffOrderRow>[] = [
    {
      key: 'orderNo',
      header: t('columns.orderNo'),
      sortKey: 'order_no',
      className: 'font-mono whitespace-nowrap',
      cell: (order) => order.orderNo,
    },
    {
      key: 'date',
      header: t('columns.date'),
      sortKey: 'order_date',
      className: 'whitespace-nowrap',
      cell: (order) => formatDateTime(order.orderDate, i18n.language),
    },
    {
      key: 'member',
      header: t('columns.member'),
      cell: (order) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">{order.userFullName || '—'}</span>
          <span className="block break-all text-stone-600 dark:text-stone-400">{order.email ?? order.phoneNo ?? ''}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      sortKey: 'net_amount',
      className: 'text-right whitespace-nowrap',
      cell: (order) => formatMoney(order.netAmount, order.currencyCode),
    },
    { key: 'payment', header: t('columns.payment'), cell: (order) => order.paymentName },
    { key: 'status', header: t('columns.status'), sortKey: 'status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (order) => (
        <Link
          to={`${consolePaths.orders}/${order.id}`}
          className={`${ui.buttonSecondary} px-4 py-1.5`}
          aria-label={t('openLabel', { orderNo: order.orderNo })}
        >
          {t('open')}
        </Link>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={exporting}
            aria-busy={exporting || undefined}
            title={t('exportNote')}
            onClick={() => void exportCsv()}
          >
            {exporting ? t('exporting') : t('export')}
          </button>
        }
      />
      <ListToolbar>
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('filters.status')}
          value={params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={staffOrderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <FilterSelect
          label={t('filters.currency')}
          value={params.filters.currency}
          onChange={(value) => list.setFilter('currency', value)}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
        />
        <TextFilter label={t('filters.payment')} value={params.filters.payment} onChange={(value) => list.setFilter('payment', value)} />
        <DateFilter
          label={t('filters.from')}
          value={params.filters.from}
          max={params.filters.to || undefined}
          onChange={(value) => list.setFilter('from', value)}
        />
        <DateFilter
          label={t('filters.to')}
          value={params.filters.to}
          min={params.filters.from || undefined}
          onChange={(value) => list.setFilter('to', value)}
        />
      </ListToolbar>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('exportNote')}</p>
      <PagedTable ns="consoleOrders" columns={columns} query={query} list={list} rowKey={(order) => order.id} sortable />
    </div>
  );
}
