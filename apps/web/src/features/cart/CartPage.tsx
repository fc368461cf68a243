import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currencies, formatMoney, type CurrencyCode } from '@mahasi/contract/money';
import type { CartItem } from '@mahasi/contract/store';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { confirm } from '../../lib/confirm';
import { imageUrl } from '../../lib/image';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { readSelection, saveSelection } from '../checkout/api';
import { cartApi, cartKeys, type CartState } from './api';
import { reportFailure } from './failure';
import { cartTitle, ENGRAVING_MAX } from './title';
import { profilePageWidth, selectClass } from './styles';
import { useCart } from './useCart';

export default function CartPage() {
  const { t, i18n } = useTranslation('store');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(readSelection()));
  const [busy, setBusy] = useState(false);
  const currencyId = useId();

  const data = cart.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const chosen = items.filter((item) => selected.has(item.cartItemId));
  const total = chosen.reduce((sum, item) => sum + item.unitDonatePrice, 0);
  const allSelected = items.length > 0 && chosen.length === items.length;

  const reload = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  async function run(action: () => Promise<void>, success: string, fallback: string) {
    setBusy(true);
    try {
      await action();
      notify.success(success);
    } catch (error) {
      reportFailure(error, fallback);
    } finally {
      await reload();
      setBusy(false);
    }
  }

  function toggle(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function clearAll() {
    const accepted = await confirm({
      title: t('cart.clearConfirmTitle'),
      message: t('cart.clearConfirmMessage'),
      confirmText: t('cart.clearConfirmYes'),
    });
    if (!accepted) return;
    await run(
      async () => {
        await cartApi.clear();
        queryClient.setQueryData<CartState>(cartKeys.current(), (old) => (old ? { ...old, items: [] } : old));
        setSelected(new Set());
      },
      t('messages.cleared'),
      t('messages.clearFailed'),
    );
  }

  function proceed() {
    const ids = chosen.map((item) => item.cartItemId);
    if (ids.length === 0) return;
    saveSelection(ids);
    void navigate(paths.checkout, { state: { cartItemIds: ids } });
  }

  const heading = (
    <>
      <PageTitle title={t('cart.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('cart.title')}</h1>
    </>
  );

  if (cart.isPending) {
    return (
      <section className={`${ui.card} ${profilePageWidth} p-6 sm:p-8`}>
        {heading}
        <p role="status" className="mt-6 text-stone-600 dark:text-stone-300">
          {t('cart.loading')}
        </p>
      </section>
    );
  }

  if (cart.isError || !data) {
    return (
      <section className={`${ui.card} ${profilePageWidth} p-6 sm:p-8`}>
        {heading}
        <p role="alert" className="mt-6 text-maroon-700 dark:text-maroon-200">
          {t('messages.initFailed')}
        </p>
        <button type="button" className={`${ui.buttonSecondary} mt-4`} onClick={() => void cart.refetch()}>
          {t('cart.retry')}
        </button>
      </section>
    );
  }

  if (items.length === 0) {
    return (
      <section className={`${ui.card} ${profilePageWidth} p-6 sm:p-8`}>
        {heading}
        <div className="mt-10 flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-lg text-stone-700 dark:text-stone-200">{t('cart.empty')}</p>
          <Link to={paths.ebooks.list} className={ui.buttonPrimary}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={`space-y-6 ${profilePageWidth}`}>
      <div className={`${ui.card} p-6 sm:p-8`}>
        {heading}
        <p className="mt-2 text-stone-600 dark:text-stone-400" aria-live="polite">
          {t('cart.count', { count: items.length })}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-b border-sand-200 pb-4 dark:border-night-700">
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-stone-700 dark:text-stone-200">
            <input
              type="checkbox"
              className="h-5 w-5 accent-maroon-700 dark:accent-saffron-500"
              checked={allSelected}
              onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.cartItemId)) : new Set())}
            />
            {t('cart.selectAll')}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={currencyId} className="text-sm font-semibold text-stone-700 dark:text-stone-200">
              {t('currency')}
            </label>
            <select
              id={currencyId}
              className={`${selectClass} py-2`}
              value={data.currencyCode}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as CurrencyCode;
                void run(() => cartApi.changeCurrency(data.id, next), t('messages.currencyChanged'), t('messages.currencyFailed'));
              }}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {t(`currencies.${code}`)}
                </option>
              ))}
            </select>
            <button type="button" className={ui.buttonSecondary} disabled={busy} onClick={() => void clearAll()}>
              {t('cart.clearAll')}
            </button>
          </div>
        </div>
        <ul className="divide-y divide-sand-200 dark:divide-night-700">
          {items.map((item) => (
            <CartRow
              key={item.cartItemId}
              item={item}
              cartId={data.id}
              title={cartTitle(item, i18n.language)}
              checked={selected.has(item.cartItemId)}
              busy={busy}
              onToggle={(on) => toggle(item.cartItemId, on)}
              onRemove={() =>
                void run(
                  async () => {
                    await cartApi.removeItem(item.cartItemId);
                    toggle(item.cartItemId, false);
                  },
                  t('messages.removed'),
                  t('messages.removeFailed'),
                )
              }
              onSaved={() => void reload()}
            />
          ))}
        </ul>
      </div>
      <aside aria-labelledby="cart-summary" className={`${ui.card} p-6 sm:p-8`}>
        <h2 id="cart-summary" className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
          {t('cart.summary')}
        </h2>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between gap-4 text-stone-700 dark:text-stone-200">
            <dt>{t('cart.selected')}</dt>
            <dd>{chosen.length}</dd>
          </div>
          <div className="flex justify-between gap-4 text-lg font-semibold text-maroon-800 dark:text-sand-50">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{formatMoney(total, data.currencyCode)}</dd>
          </div>
        </dl>
        <button type="button" className={`${ui.buttonPrimary} mt-6 w-full`} disabled={chosen.length === 0 || busy} onClick={proceed}>
          {t('cart.proceed')}
        </button>
      </aside>
    </section>
  );
}

interface RowProps {
  item: CartItem;
  cartId: number;
  title: string;
  checked: boolean;
  busy: boolean;
  onToggle: (on: boolean) => void;
  onRemove: () => void;
  onSaved: () => void;
}

function CartRow({ item, cartId, title, checked, busy, onToggle, onRemove, onSaved }: RowProps) {
  const { t } = useTranslation('store');
  const id = useId();
  const [text, setText] = useState(item.engravedText);
  const [saved, setSaved] = useState(item.engravedText);
  const length = [...text].length;

  async function save() {
    if (text.trim() === saved.trim()) return;
    try {
      await cartApi.updateItem({ cartId, cartItemId: item.cartItemId, ebookId: item.ebookId, extraText: text });
      setSaved(text);
      notify.success(t('messages.engravingUpdated'));
      onSaved();
    } catch (error) {
      reportFailure(error, t('messages.engravingFailed'));
    }
  }

  return (
    <li className="relative grid grid-cols-[auto_auto_1fr] gap-4 py-5" data-testid="cart-item">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 accent-maroon-700 dark:accent-saffron-500"
        checked={checked}
        aria-label={t('cart.select', { title })}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <img
        src={imageUrl(item.imageUrl)}
        alt=""
        width={80}
        height={112}
        loading="lazy"
        className="h-28 w-20 rounded-lg border border-sand-200 object-cover dark:border-night-700"
      />
      <div className="contents sm:block sm:min-w-0 sm:space-y-3">
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-serif text-lg font-semibold break-words text-maroon-800 dark:text-sand-50">{title}</h3>
            <p className="mt-1 font-semibold text-stone-700 dark:text-stone-200">
              <span className="sr-only">{t('cart.price')}: </span>
              {formatMoney(item.unitDonatePrice, item.currencyCode)}
            </p>
          </div>
          <button
            type="button"
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-maroon-700 hover:bg-maroon-50 disabled:opacity-60 dark:text-saffron-300 dark:hover:bg-night-800"
            aria-label={t('cart.removeItem', { title })}
            disabled={busy}
            onClick={onRemove}
          >
            {t('cart.remove')}
          </button>
        </div>
        <div className="col-span-3 sm:col-span-1">
          <label htmlFor={`${id}-engraving`} className={ui.label}>
            {t('cart.engraving')}
          </label>
          <textarea
            id={`${id}-engraving`}
            className={`${ui.input} min-h-20 resize-y`}
            rows={2}
            maxLength={ENGRAVING_MAX}
            value={text}
            aria-describedby={`${id}-counter`}
            onChange={(event) => setText([...event.target.value].slice(0, ENGRAVING_MAX).join(''))}
            onBlur={() => void save()}
          />
          <p id={`${id}-counter`} className="mt-1 text-right text-sm text-stone-600 tabular-nums dark:text-stone-400">
            {length}/{ENGRAVING_MAX}
          </p>
        </div>
      </div>
    </li>
  );
}
