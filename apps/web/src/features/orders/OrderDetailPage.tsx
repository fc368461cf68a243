import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@mahasi/contract/money';
import type { OrderItem } from '@mahasi/contract/store';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { profilePageWidth } from '../cart/styles';
import { imageUrl } from '../../lib/image';
import { paths } from '../../lib/paths';
import { downloadEbook, orderKeys, ordersApi } from './api';
import { SaveOfflineButton } from '../offline/SaveOfflineButton';
import { bookUrl } from '../offline/saved';
import { currentPath } from '../../lib/navigation';
import { formatOrderDate, statusClass, statusKey } from './format';
import { isRowId } from '@mahasi/contract/constants/ids';

export default function OrderDetailPage() {
  const { t, i18n } = useTranslation('store');
  const { id } = useParams();
  const orderId = Number(id);
  const valid = isRowId(orderId);
  const order = useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => ordersApi.detail(orderId), enabled: valid });

  const back = (
    <Link to={paths.user.orders} className={`${ui.buttonSecondary} px-4`}>
      <span aria-hidden="true">←</span> {t('detail.back')}
    </Link>
  );
  const data = order.data;

  return (
    <section className={`space-y-6 ${profilePageWidth}`}>
      <PageTitle title={data ? `${t('detail.title')} ${data.orderNo}` : t('detail.title')} />
      <div className="flex flex-wrap items-center gap-4">
        {back}
        <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('detail.title')}</h1>
      </div>
      {valid && order.isPending ? (
        <div role="status" aria-busy="true" className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-48" />
        </div>
      ) : !data ? (
        <p className={`${ui.card} p-8 text-center text-stone-600 dark:text-stone-300`}>{t('detail.empty')}</p>
      ) : (
        <>
          <dl className={`${ui.card} grid gap-4 p-6 sm:grid-cols-2 lg:grid-cols-4`}>
            <Field label={t('detail.orderNo')} value={data.orderNo} />
            <Field label={t('detail.orderDate')} value={formatOrderDate(data.orderDate, i18n.language)} />
            <Field label={t('detail.userName')} value={data.userName} />
            <div>
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t('detail.status')}</dt>
              <dd className="mt-1">
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusClass[statusKey(data.status)]}`}>
                  {t(`orders.statuses.${statusKey(data.status)}`)}
                </span>
              </dd>
            </div>
            <Field label={t('detail.totalQuantity')} value={String(data.totalQty)} />
            <Field label={t('detail.serviceFee')} value={formatMoney(data.serviceFee, data.currencyCode)} />
            <Field label={t('detail.transactionFee')} value={formatMoney(data.transFee, data.currencyCode)} />
            <Field label={t('detail.netAmount')} value={formatMoney(data.netAmount, data.currencyCode)} strong />
          </dl>
          <h2 className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{t('detail.items')}</h2>
          {data.orderItemList.length === 0 ? (
            <p className={`${ui.card} p-8 text-center`}>{t('detail.empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.orderItemList.map((item) => (
                <ItemCard key={item.id} item={item} currency={data.currencyCode} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function Field({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{label}</dt>
      <dd
        className={`mt-1 break-words ${strong ? 'text-lg font-semibold text-maroon-800 dark:text-sand-50' : 'text-stone-900 dark:text-sand-100'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function ItemCard({ item, currency }: { item: OrderItem; currency: string }) {
  const { t } = useTranslation('store');
  const [busy, setBusy] = useState(false);
  const canDownload = Boolean(item.ebookDownloadUrl?.includes('https://'));

  async function download() {
    setBusy(true);
    try {
      await downloadEbook(item.ebookDownloadUrl, item.ebookTitle);
    } catch (error) {
      // Spec section 8: download failures are only logged (an HTTP failure was toasted globally).
      console.error('E-book download failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`${ui.card} flex gap-4 p-5`} data-testid="order-item">
      <img
        src={imageUrl(item.ebookImageUrl)}
        alt=""
        width={96}
        height={136}
        loading="lazy"
        className="h-34 w-24 shrink-0 rounded-lg border border-sand-200 object-cover dark:border-night-700"
      />
      <div className="min-w-0 flex-1">
        <dl className="space-y-2 text-sm">
          <Field label={t('detail.bookTitle')} value={item.ebookTitle} />
          <Field label={t('detail.engravedText')} value={item.orderDesc || '—'} />
          <Field label={t('detail.donationAmount')} value={formatMoney(item.unitMinPrice, currency)} />
          <Field label={t('detail.paymentMethod')} value={item.paymentName} />
        </dl>
        {canDownload && (
          <button
            type="button"
            className={`${ui.buttonPrimary} mt-4`}
            disabled={busy}
            aria-label={t('detail.downloadBook', { title: item.ebookTitle })}
            onClick={() => void download()}
          >
            {busy ? t('detail.downloading') : t('detail.download')}
          </button>
        )}
        {canDownload && (
          <div className="mt-3">
            <SaveOfflineButton
              item={{ kind: 'book', id: item.id, title: item.ebookTitle, url: bookUrl(item.id), page: currentPath() }}
              source={() => ordersApi.presign(item.ebookDownloadUrl!)}
              label={t('offline:saveBook')}
            />
          </div>
        )}
      </div>
    </li>
  );
}
