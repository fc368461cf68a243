import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@mahasi/contract/money';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { reportFailure } from '../cart/failure';
import { cartTitle } from '../cart/title';
import { useCart } from '../cart/useCart';
import { attemptKeys, checkoutApi, checkoutKeys, readSelection, rememberPendingOrder, type CheckoutStarted } from './api';
import { computeFees } from '@mahasi/contract/fees';
import { RespCode } from '@mahasi/contract/codes';
import { BusinessError } from '../../lib/api/errors';
import { isRowId } from '@mahasi/contract/constants/ids';

function selectionFrom(state: unknown): number[] {
  const ids = (state as { cartItemIds?: unknown } | null)?.cartItemIds;
  return Array.isArray(ids) && ids.every(isRowId) ? (ids as number[]) : readSelection();
}

export default function CheckoutPage() {
  const { t, i18n } = useTranslation('store');
  const location = useLocation();
  const { user } = useSession();
  const cart = useCart();
  const fees = useQuery({ queryKey: checkoutKeys.fees(), queryFn: checkoutApi.fees });
  const options = useQuery({ queryKey: checkoutKeys.options(), queryFn: checkoutApi.options, staleTime: 5 * 60 * 1000 });
  const [selection] = useState(() => selectionFrom(location.state));
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<CheckoutStarted | null>(null);
  const [attemptKeyOf] = useState(() => attemptKeys());

  const wrap = (children: ReactNode) => (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle title={t('checkout.title')} />
      <h1 className="mb-8 font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('checkout.title')}</h1>
      {children}
    </div>
  );
  const backToCart = (
    <Link to={paths.user.cart} className={ui.buttonSecondary}>
      {t('checkout.backToCart')}
    </Link>
  );

  // The provider's options change the total (whole kyat with Dinger): the page waits for them too.
  if (cart.isPending || fees.isPending || options.isPending) {
    return wrap(
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {t('checkout.loading')}
      </p>,
    );
  }
  if (cart.isError || fees.isError || !cart.data || !fees.data) {
    return wrap(
      <div className={`${ui.card} space-y-4 p-6`}>
        <p role="alert">{t('messages.checkoutFailed')}</p>
        {backToCart}
      </div>,
    );
  }

  const currency = cart.data.currencyCode;
  const items = cart.data.items.filter((item) => selection.includes(item.cartItemId));
  if (items.length === 0 && !placed) {
    return wrap(
      <div className={`${ui.card} space-y-4 p-6`}>
        <p role="alert">{t('checkout.nothingSelected')}</p>
        {backToCart}
      </div>,
    );
  }

  const price = (item: (typeof items)[number]) => Math.max(item.unitDonatePrice, item.unitMinPrice);
  const subtotal = items.reduce((sum, item) => sum + price(item), 0);
  const charge = computeFees(subtotal, currency, fees.data.transaction, fees.data.commission, {
    wholeUnits: options.data?.wholeUnits.includes(currency) ?? false,
  });
  const money = (minor: number) => formatMoney(minor, currency);
  // A cart in a currency the payment provider does not take is told so before any order is made.
  const notTaken = options.data && !options.data.currencies.includes(currency) ? options.data : null;

  async function placeOrder() {
    setPlacing(true);
    try {
      const body = { cartItemIds: items.map((item) => item.cartItemId), currencyCode: currency, expectedNetAmount: charge.grandTotal };
      setPlaced(await checkoutApi.checkout(body, attemptKeyOf(body)));
    } catch (error) {
      reportFailure(error, t('messages.checkoutFailed'));
      // A price or a fee changed since the page was drawn: it shows the new total before anything is paid.
      if (error instanceof BusinessError && error.respCode === RespCode.PRICE_CHANGED)
        void Promise.all([cart.refetch(), fees.refetch(), options.refetch()]);
    } finally {
      setPlacing(false);
    }
  }

  return wrap(
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <section aria-labelledby="billing" className={`${ui.card} p-6`}>
          <h2 id="billing" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
            {t('checkout.billing')}
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {[
              [t('checkout.name'), user?.userFullName],
              [t('checkout.email'), user?.email],
              [t('checkout.phone'), user?.phoneNo],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{label}</dt>
                <dd className="break-words text-stone-900 dark:text-sand-100">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="summary" className={`${ui.card} p-6`}>
          <h2 id="summary" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
            {t('checkout.summary')}
          </h2>
          <div className="mt-4 overflow-x-auto [contain:inline-size]">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-sand-200 text-stone-600 dark:border-night-700 dark:text-stone-400">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('checkout.item')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-center font-semibold">
                    {t('checkout.quantity')}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t('checkout.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200 dark:divide-night-700">
                {items.map((item) => (
                  <tr key={item.cartItemId}>
                    <td className="py-3 pr-4 text-stone-900 dark:text-sand-100">{cartTitle(item, i18n.language)}</td>
                    <td className="py-3 pr-4 text-center">1</td>
                    <td className="py-3 text-right whitespace-nowrap tabular-nums">{money(price(item))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="engraving" className={`${ui.card} p-6`}>
          <h2 id="engraving" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
            {t('checkout.engravingNotes')}
          </h2>
          <ul className="mt-4 space-y-3">
            {items.map((item) => (
              <li key={item.cartItemId}>
                <p className="text-sm font-semibold text-stone-600 dark:text-stone-400">{cartTitle(item, i18n.language)}</p>
                <p className="break-words text-stone-900 dark:text-sand-100">
                  {item.engravedText || <span className="text-stone-600 dark:text-stone-400">{t('checkout.noEngraving')}</span>}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside aria-labelledby="totals" className={`${ui.card} h-fit p-6`}>
        <h2 id="totals" className="sr-only">
          {t('checkout.grandTotal')}
        </h2>
        <dl className="space-y-2 text-sm" data-testid="checkout-totals">
          <Line label={t('checkout.subtotal')} value={money(charge.subtotal)} />
          <Line label={t('checkout.serviceFee')} value={money(charge.serviceFee)} />
          <Line label={t('checkout.commissionFee')} value={money(charge.commissionFee)} sub />
          <Line label={t('checkout.transactionFee')} value={money(charge.transactionFee)} sub />
          <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-lg font-semibold text-maroon-800 dark:border-night-700 dark:text-sand-50">
            <dt>{t('checkout.grandTotal')}</dt>
            <dd className="whitespace-nowrap tabular-nums">{money(charge.grandTotal)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col gap-3">
          {placed ? (
            <>
              <p role="status" className="text-sm text-stone-700 dark:text-stone-200">
                {placed.orderNo} · {formatMoney(placed.netAmount, placed.currencyCode)}
              </p>
              <button
                type="button"
                className={ui.buttonPrimary}
                onClick={() => {
                  rememberPendingOrder(placed.orderId);
                  window.location.assign(placed.redirectUrl);
                }}
              >
                {t('checkout.proceedToPayment')}
              </button>
            </>
          ) : notTaken ? (
            <p role="alert" className="text-sm text-maroon-800 dark:text-saffron-300">
              {t('checkout.currencyNotTaken', { provider: notTaken.provider, currency, accepted: notTaken.currencies.join(', ') })}
            </p>
          ) : (
            <button type="button" className={ui.buttonPrimary} disabled={placing} onClick={() => void placeOrder()}>
              {placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          )}
          {backToCart}
        </div>
      </aside>
    </div>,
  );
}

function Line({ label, value, sub = false }: { label: string; value: string; sub?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${sub ? 'pl-4 text-stone-600 dark:text-stone-400' : 'text-stone-800 dark:text-stone-100'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}
