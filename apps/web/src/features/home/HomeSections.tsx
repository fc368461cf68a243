import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Image } from '@mahasi/contract/content';
import type { NewsItem } from '@mahasi/contract/news';
import { formatMoney } from '@mahasi/contract/money';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard } from '../../components/content/ContentCard';
import { formatDate, formatDateTime } from '../../lib/format';
import { NoResults } from '../../components/content/ListStates';
import { ui } from '../../components/ui';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useAdopting } from '../../lib/adopting';
import { paths } from '../../lib/paths';
import { readable } from '../news/display';
import { homeSections } from './api';
import { BannerCarousel } from './BannerCarousel';

/** A news post's image in the content shape (`imageUrl` + `imageSet`). */
function newsImage(post: NewsItem): Image | null {
  if (!post.imageUrl) return null;
  const widest = post.imageSet[post.imageSet.length - 1];
  return { url: post.imageUrl, width: widest?.width ?? 960, height: widest?.height ?? 640, variants: post.imageSet };
}

const noItems: never[] = [];

function Section<T>({
  id,
  title,
  to,
  options,
  render,
}: {
  id: string;
  title: string;
  to: string;
  options: UseQueryOptions<T[], Error, T[], readonly unknown[]>;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('content');
  // The data is asked for at once; the cards are drawn when the reader scrolls towards them, unless the
  // server drew them: a page the browser adopts keeps the server's cards (a guest reads them without the
  // app, decision 0062).
  const query = useQuery(options);
  const [ref, near] = useNearViewport<HTMLElement>();
  const adopting = useAdopting();
  const [drawnByServer] = useState(adopting);
  // What the section shows, deferred: a query's answer (or the reader scrolling near) is drawn in a
  // background render React slices, not in the urgent one it triggers, which would draw every card
  // in one long task on a slow phone (decision 0039).
  const shown = useDeferredValue(!near && !drawnByServer ? 'far' : query.isPending ? 'pending' : (query.data ?? noItems));
  return (
    <section ref={ref} aria-labelledby={`home-${id}`} className="mx-auto max-w-6xl px-6 py-10" data-testid={`home-${id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`home-${id}`} className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">
          {title}
        </h2>
        <Link to={to} className={`${ui.link} shrink-0 text-sm`}>
          {t('viewAll')}
          <span className="sr-only"> {title}</span> →
        </Link>
      </div>
      {shown === 'far' ? (
        <div className="min-h-[78rem] sm:min-h-[54rem] lg:min-h-[28rem]" />
      ) : shown === 'pending' ? (
        <CardSkeletons count={3} />
      ) : shown.length === 0 ? (
        <NoResults />
      ) : (
        <CardGrid>{shown.map(render)}</CardGrid>
      )}
    </section>
  );
}

/** The banners and the latest of each content section, below the hero. */
export function HomeSections() {
  const { t, i18n } = useTranslation('home');
  const { bi } = useBilingual();
  return (
    <>
      <div className="px-4 sm:px-6">
        <BannerCarousel />
      </div>
      <Section
        id="news"
        title={t('latestNews')}
        to={paths.news.list}
        options={homeSections.news()}
        render={(post) => (
          <li key={post.id}>
            <ContentCard
              headingLevel={3}
              to={paths.news.detail(post.id)}
              image={newsImage(post)}
              title={readable(post, i18n.language).title}
              meta={formatDateTime(post.publicDate, i18n.language)}
              text={readable(post, i18n.language).excerpt}
            />
          </li>
        )}
      />
      <Section
        id="podcasts"
        title={t('common:nav.podcasts')}
        to={paths.podcasts.list}
        options={homeSections.talks()}
        render={(talk) => (
          <li key={talk.id}>
            <ContentCard
              headingLevel={3}
              to={paths.podcasts.detail(talk.id)}
              image={talk.cover}
              aspect="aspect-square"
              title={bi(talk, 'title')}
              meta={bi(talk, 'speaker')}
            />
          </li>
        )}
      />
      <Section
        id="ebooks"
        title={t('common:nav.ebooks')}
        to={paths.ebooks.list}
        options={homeSections.ebooks()}
        render={(ebook) => (
          <li key={ebook.id}>
            <ContentCard
              headingLevel={3}
              to={paths.ebooks.detail(ebook.id)}
              image={ebook.cover}
              aspect="aspect-[3/4]"
              title={bi(ebook, 'title')}
              meta={bi(ebook, 'author')}
              text={`${formatMoney(ebook.minPriceMmk, 'MMK')} · ${formatMoney(ebook.minPriceUsd, 'USD')}`}
            />
          </li>
        )}
      />
      <Section
        id="events"
        title={t('upcomingEvents')}
        to={paths.events.list}
        options={homeSections.events()}
        render={(event) => (
          <li key={event.id}>
            <ContentCard
              headingLevel={3}
              to={paths.events.detail(event.id)}
              image={event.image}
              title={bi(event, 'title')}
              meta={event.allDay ? formatDate(event.startsAt) : formatDateTime(event.startsAt, i18n.language)}
              text={bi(event, 'venue')}
            />
          </li>
        )}
      />
      <Section
        id="galleries"
        title={t('common:nav.galleries')}
        to={paths.galleries}
        options={homeSections.galleries()}
        render={(gallery) => (
          <li key={gallery.id}>
            <ContentCard
              headingLevel={3}
              to={`${paths.galleries}?album=${gallery.id}`}
              image={gallery.cover}
              title={bi(gallery, 'title')}
              meta={formatDate(gallery.takenOn)}
            />
          </li>
        )}
      />
    </>
  );
}
