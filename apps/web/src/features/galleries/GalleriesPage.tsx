import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardSkeletons } from '../../components/content/ContentCard';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { galleryDetailOptions, galleryListOptions } from './api';
import { AlbumCard, AlbumView } from './AlbumView';
import { rowsOf } from '../../lib/pages';

function Album({ id }: { id: number }) {
  const query = useQuery(galleryDetailOptions(id));
  const gallery = query.data;
  if (query.isPending) return <CardSkeletons count={6} />;
  if (!gallery) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <AlbumView gallery={gallery} />;
}

export default function GalleriesPage() {
  const { t } = useTranslation('galleries');
  const [params, setParams] = useSearchParams();
  const query = useInfiniteQuery(galleryListOptions());
  const items = rowsOf(query.data?.pages);
  const selected = Number(params.get('album')) || items[0]?.id || null;

  const openAlbum = (id: number) => {
    setParams({ album: String(id) }, { replace: true });
    window.setTimeout(() => {
      const heading = document.getElementById('album-title');
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
    }, 50);
  };

  return (
    <ContentPage>
      <PageHeader title={t('common:pages.galleries')} subtitle={t('subtitle')} />
      {selected !== null && <Album key={selected} id={selected} />}
      <h2 className="mb-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('albums')}</h2>
      {query.isPending ? (
        <CardSkeletons />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((gallery) => (
            <li key={gallery.id}>
              <AlbumCard gallery={gallery} active={gallery.id === selected} onOpen={() => openAlbum(gallery.id)} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </ContentPage>
  );
}
