import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Ebook } from '@mahasi/contract/ebook';
import { currencies, formatMoney, parseMoney, type CurrencyCode } from '@mahasi/contract/money';
import { RespCode } from '@mahasi/contract/codes';
import { ui } from '../../components/ui';
import { BusinessError, HttpError } from '../../lib/api/errors';
import { failureMessage, notify } from '../../lib/notify';
import { loginWithReturn, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { cartApi, cartKeys } from './api';
import { selectClass } from './styles';
import { useCart } from './useCart';

const minimumOf = (ebook: Ebook, currency: CurrencyCode) => (currency === 'USD' ? ebook.minPriceUsd : ebook.minPriceMmk);
/** '5000.00': what the amount field shows for a number of minor units. */
const plainAmount = (minor: number) => (minor / 100).toFixed(2);

/**
 * The donation box of the e-book detail page: an amount (at least the minimum), the currency and
 * 'Add to cart'. The cart is created first when there is none; a guest goes to log in and back.
 */
export function DonationBox({ ebook }: { ebook: Ebook }) {
  const { t } = useTranslation('store');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const cart = useCart();
  const id = useId();

  const [chosen, setChosen] = useState<CurrencyCode | null>(null);
  const currency: CurrencyCode = chosen ?? cart.data?.currencyCode ?? 'MMK';
  const minimum = minimumOf(ebook, currency);
  const [amountText, setAmountText] = useState<string | null>(null);
  const text = amountText ?? plainAmount(minimum);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const amount = parseMoney(text);
  const error =
    amount === undefined
      ? t('donation.invalid')
      : amount < minimum
        ? t('donation.belowMinimum', { amount: formatMoney(minimum, currency) })
        : null;
  const inCart = cart.data?.items.some((item) => item.ebookId === ebook.id) ?? false;
  const available = ebook.status === 'available';

  function changeCurrency(next: CurrencyCode) {
    setChosen(next);
    setAmountText(null);
    setTouched(false);
  }

  async function add() {
    if (!token) {
      void navigate(loginWithReturn(`${location.pathname}${location.search}`));
      return;
    }
    setTouched(true);
    if (error || amount === undefined) return;
    setBusy(true);
    try {
      const saved = await cartApi.saveCart(currency);
      // A cart has one currency: adding in another one reprices the cart first.
      if (saved.currencyCode !== currency) await cartApi.changeCurrency(saved.id, currency);
      await cartApi.addItem({
        cartId: saved.id,
        ebookId: ebook.id,
        currencyCode: currency,
        unitMinPrice: minimum,
        unitDonatePrice: amount,
        quantity: 1,
        extraText: '',
      });
      notify.success(t('messages.added'));
    } catch (failure) {
      if (failure instanceof BusinessError && failure.respCode === RespCode.ALREADY_IN_CART) notify.warning(t('messages.alreadyInCart'));
      else if (failure instanceof BusinessError) notify.error(failureMessage(failure, t('messages.addFailed')));
      else if (failure instanceof HttpError && failure.status === 422)
        notify.error(failure.fieldErrors[0]?.message ?? t('messages.addFailed'));
      else if (!(failure instanceof HttpError)) notify.error(t('messages.addFailed'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  }

  const showError = touched || amountText !== null ? error : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={`${ui.card} p-5`} data-testid="donation-box">
      <h2 id={`${id}-heading`} className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">
        {t('donation.heading')}
      </h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <div>
            <label htmlFor={`${id}-amount`} className={ui.label}>
              {t('donation.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className={ui.input}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-invalid={showError ? true : undefined}
              aria-describedby={`${id}-hint${showError ? ` ${id}-error` : ''}`}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-currency`} className={ui.label}>
              {t('currency')}
            </label>
            <select
              id={`${id}-currency`}
              className={selectClass}
              value={currency}
              onChange={(event) => changeCurrency(event.target.value as CurrencyCode)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id={`${id}-hint`} className={ui.hint}>
          {t('donation.minimum', { amount: formatMoney(minimum, currency) })}
        </p>
        {showError && (
          <p id={`${id}-error`} className={ui.error} role="alert">
            {showError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={ui.buttonPrimary} disabled={busy || !available}>
            {busy ? t('donation.adding') : token ? t('donation.add') : t('donation.loginToAdd')}
          </button>
          {token && inCart && (
            <Link to={paths.user.cart} className={ui.link}>
              {t('donation.viewCart')}
            </Link>
          )}
        </div>
        {token && inCart && <p className={ui.hint}>{t('donation.inCart')}</p>}
      </form>
    </section>
  );
}
