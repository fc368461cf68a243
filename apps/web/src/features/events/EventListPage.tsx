import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard } from '../../components/content/ContentCard';
import { formatDate, formatDateTime } from '../../lib/format';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { paths } from '../../lib/paths';
import { eventListOptions } from './api';
import { rowsOf } from '../../lib/pages';

function EventSection({ when }: { when: 'upcoming' | 'past' }) {
  const { t, i18n } = useTranslation('events');
  const { bi } = useBilingual();
  const query = useInfiniteQuery(eventListOptions(when));
  const items = rowsOf(query.data?.pages);
  const headingId = `events-${when}`;
  return (
    <section aria-labelledby={headingId} className="mb-14">
      <h2 id={headingId} className="mb-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {t(when)}
      </h2>
      {query.isPending ? (
        <CardSkeletons count={3} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <CardGrid>
          {items.map((event) => (
            <li key={event.id}>
              <ContentCard
                to={paths.events.detail(event.id)}
                image={event.image}
                title={bi(event, 'title')}
                meta={
                  <>
                    <time dateTime={event.startsAt}>
                      {event.allDay ? formatDate(event.startsAt) : formatDateTime(event.startsAt, i18n.language)}
                    </time>{' '}
                    · {bi(event, 'venue')}
                  </>
                }
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </section>
  );
}

export default function EventListPage() {
  const { t } = useTranslation('events');
  return (
    <ContentPage>
      <PageHeader title={t('common:pages.events')} subtitle={t('subtitle')} />
      <EventSection when="upcoming" />
      <EventSection when="past" />
    </ContentPage>
  );
}
