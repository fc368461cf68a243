import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Ebook } from '@mahasi/contract/ebook';
import { formatMoney } from '@mahasi/contract/money';
import { useBilingual } from '../../components/content/bilingual';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { RichText } from '../../components/content/RichText';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { DonationBox } from '../cart/DonationBox';
import { COVER_SIZES, ebookDetailOptions } from './api';

/** The minimum donation in both currencies; the store's DonationBox (below it) takes the gift. */
function MinimumPrices({ ebook }: { ebook: Ebook }) {
  const { t } = useTranslation('ebooks');
  return (
    <dl className={`${ui.card} grid grid-cols-2 gap-4 p-5`}>
      <div>
        <dt className="text-sm text-stone-600 dark:text-stone-400">{t('minPrice', { currency: 'MMK' })}</dt>
        <dd className="mt-1 text-xl font-semibold text-maroon-800 dark:text-sand-50">{formatMoney(ebook.minPriceMmk, 'MMK')}</dd>
      </div>
      <div>
        <dt className="text-sm text-stone-600 dark:text-stone-400">{t('minPrice', { currency: 'USD' })}</dt>
        <dd className="mt-1 text-xl font-semibold text-maroon-800 dark:text-sand-50">{formatMoney(ebook.minPriceUsd, 'USD')}</dd>
      </div>
    </dl>
  );
}

export default function EbookDetailPage() {
  const { t } = useTranslation('ebooks');
  const { bi, locale } = useBilingual();
  const { id = '' } = useParams();
  const query = useQuery(ebookDetailOptions(id));
  const ebook = query.data;

  return (
    <ContentPage>
      <Link to={paths.ebooks.list} className={`${ui.link} mb-6 inline-block text-sm`}>
        ← {t('content:backTo', { section: t('common:pages.ebooks') })}
      </Link>
      {query.isPending ? (
        <div className="grid gap-8 md:grid-cols-[300px_1fr]" role="status" aria-busy="true">
          <PageTitle title={t('common:pages.ebookDetail')} />
          <Skeleton className="aspect-[3/4]" />
          <div className="space-y-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-28" />
          </div>
        </div>
      ) : !ebook ? (
        <>
          <PageTitle title={t('common:pages.ebookDetail')} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <article className="grid gap-8 md:grid-cols-[300px_1fr]">
          <PageTitle title={bi(ebook, 'title')} />
          <ResponsiveImage
            image={ebook.cover}
            alt={t('coverAlt', { title: bi(ebook, 'title') })}
            sizes={COVER_SIZES}
            priority
            className="w-full rounded-2xl object-cover shadow-md"
          />
          <div>
            {ebook.categoryNameEn !== null && (
              <p className="text-sm font-semibold text-saffron-700 dark:text-saffron-300">{bi(ebook, 'categoryName')}</p>
            )}
            <h1 className="mt-2 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(ebook, 'title')}</h1>
            <p className="mt-3 text-stone-600 dark:text-stone-400">{bi(ebook, 'author')}</p>
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
              <div className="flex gap-1">
                <dt>{t('pages')}:</dt>
                <dd>{ebook.pageCount}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('language')}:</dt>
                <dd>{t(`bookLanguage.${ebook.language}`)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('statusLabel')}:</dt>
                <dd>{t(`status.${ebook.status}`)}</dd>
              </div>
            </dl>
            <div className="mt-6 space-y-4">
              <MinimumPrices ebook={ebook} />
              {ebook.status === 'available' ? (
                <DonationBox ebook={ebook} />
              ) : (
                // Coming Soon: the store would refuse it ('0031'), so nothing offers to take a donation yet.
                <p className={`${ui.card} p-5 font-semibold text-maroon-800 dark:text-sand-50`} data-testid="ebook-not-available">
                  {t('notAvailable')}
                </p>
              )}
            </div>
            <ReadMore className="mt-8" lines={8}>
              <RichText html={bi(ebook, 'description')} lang={locale === 'mm' ? 'my' : 'en'} />
            </ReadMore>
          </div>
        </article>
      )}
    </ContentPage>
  );
}
