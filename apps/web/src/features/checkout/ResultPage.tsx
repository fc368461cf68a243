import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@mahasi/contract/money';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { cartKeys } from '../cart/api';
import { orderKeys } from '../orders/api';
import { checkoutApi, checkoutKeys, pendingOrder, saveSelection } from './api';
import { isRowId } from '@mahasi/contract/constants/ids';

const POLL_MS = 1500;

/** Where the gateway returns the payer (`/result?orderId=…`): polls the order until it is paid or failed. */
export default function ResultPage() {
  const { t } = useTranslation('store');
  const [params] = useSearchParams();
  // A provider's form may return here without naming the order: the one the browser left to pay.
  const orderId = Number(params.get('orderId') ?? pendingOrder());
  const valid = isRowId(orderId);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: checkoutKeys.status(orderId),
    queryFn: () => checkoutApi.status(orderId),
    enabled: valid,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'p' ? POLL_MS : false),
  });
  const settled = status.data && status.data.status !== 'p' ? status.data.status : null;

  useEffect(() => {
    if (!settled) return;
    // A paid order leaves the cart; either way the order list changed.
    if (settled === 'c') saveSelection([]);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [settled, queryClient]);

  const wrap = (children: ReactNode) => (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PageTitle title={t('result.title')} />
      <section className={`${ui.card} p-8 text-center`}>{children}</section>
    </div>
  );

  if (!valid) return wrap(<p role="alert">{t('result.missing')}</p>);
  if (status.isError) {
    return wrap(
      <>
        <h1 className="font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('result.title')}</h1>
        <p role="alert" className="mt-4">
          {t('result.loadFailed')}
        </p>
        <Link to={paths.user.orders} className={`${ui.buttonSecondary} mt-6`}>
          {t('result.allOrders')}
        </Link>
      </>,
    );
  }

  const data = status.data;
  if (!data || data.status === 'p') {
    return wrap(
      <div role="status" aria-live="polite">
        <span
          aria-hidden="true"
          className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-sand-200 border-t-maroon-700 dark:border-night-700 dark:border-t-saffron-400"
        />
        <h1 className="mt-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('result.pending')}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('result.pendingHint')}</p>
      </div>,
    );
  }

  if (data.status === 'c') {
    return wrap(
      <div role="status">
        <span aria-hidden="true" className="text-5xl">
          🙏
        </span>
        <h1 className="mt-4 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('result.successHeading')}</h1>
        <p className="mt-3 text-stone-700 dark:text-stone-200">{t('result.successText', { orderNo: data.orderNo })}</p>
        <p className="mt-2 font-semibold tabular-nums">{formatMoney(data.netAmount, data.currencyCode)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.user.ordersDetail(data.orderId)} className={ui.buttonPrimary}>
            {t('result.viewOrder')}
          </Link>
          <Link to={paths.user.orders} className={ui.buttonSecondary}>
            {t('result.allOrders')}
          </Link>
        </div>
      </div>,
    );
  }

  return wrap(
    <div role="alert">
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('result.failedHeading')}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-200">{t('result.failedText', { orderNo: data.orderNo })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.user.cart} className={ui.buttonPrimary}>
          {t('result.backToCart')}
        </Link>
        <Link to={paths.user.orders} className={ui.buttonSecondary}>
          {t('result.allOrders')}
        </Link>
      </div>
    </div>,
  );
}
