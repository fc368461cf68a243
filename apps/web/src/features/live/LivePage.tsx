import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStreamingSetting } from '@mahasi/contract/content';
import { useBilingual } from '../../components/content/bilingual';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { LiveIcon } from '../../components/icons';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { imageUrl } from '../../lib/image';
import { activeLiveOptions, playlistIsLive } from './api';

const HlsVideo = lazy(async () => ({ default: (await import('./HlsVideo')).HlsVideo }));

function Offline({ setting }: { setting: LiveStreamingSetting | null }) {
  const { t } = useTranslation('live');
  return (
    <div className={`${ui.card} overflow-hidden`} role="status">
      <div className="relative aspect-video bg-night-900">
        {setting?.poster && (
          <ResponsiveImage
            image={setting.poster}
            alt=""
            sizes="(min-width: 1152px) 1100px, 100vw"
            priority
            className="h-full w-full object-cover opacity-60"
          />
        )}
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-sand-50">
          <LiveIcon width={40} height={40} />
          <p className="font-serif text-2xl font-semibold">{t('offline')}</p>
          <p className="max-w-md text-sand-200">{t('offlineText')}</p>
        </div>
      </div>
    </div>
  );
}

function Player({ setting }: { setting: LiveStreamingSetting }) {
  const { t } = useTranslation('live');
  const { bi } = useBilingual();
  const [failed, setFailed] = useState(false);
  const onOffline = useCallback(() => setFailed(true), []);
  const src = imageUrl(setting.streamUrl);
  // The playlist is checked first: an ended, empty one means the broadcast is off (not an error).
  // Only the browser asks (the server renders the placeholder the browser starts from).
  const live = useQuery({
    queryKey: ['live', 'playlist', src],
    queryFn: ({ signal }) => playlistIsLive(src, signal),
    enabled: setting.streamKind === 'hls' && typeof window !== 'undefined',
    staleTime: 30_000,
  });
  const title = bi(setting, 'title') || t('common:labels.liveTitle');

  if (setting.streamKind === 'embed') {
    return (
      <iframe
        src={setting.streamUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video w-full rounded-2xl bg-black"
      />
    );
  }
  if (live.isPending) return <Skeleton className="aspect-video w-full" />;
  if (!live.data || failed) return <Offline setting={setting} />;
  return (
    <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
      <HlsVideo src={src} poster={setting.poster ? imageUrl(setting.poster.url) : undefined} title={title} onOffline={onOffline} />
    </Suspense>
  );
}

export default function LivePage() {
  const query = useQuery(activeLiveOptions());
  return <LiveView setting={query.data ?? null} pending={query.isPending} />;
}

/** The live page for this setting (the console's preview draws it from an unsaved draft). */
export function LiveView({ setting, pending = false }: { setting: LiveStreamingSetting | null; pending?: boolean }) {
  const { t } = useTranslation('live');
  const { bi } = useBilingual();

  return (
    <ContentPage>
      {/* The page is named after the broadcast that is on (the one setting the console made active). */}
      <PageHeader
        title={(setting?.isActive && bi(setting, 'title')) || t('common:labels.liveTitle')}
        subtitle={setting ? bi(setting, 'description') : t('subtitle')}
      />
      {pending ? (
        <Skeleton className="aspect-video w-full" />
      ) : setting && setting.isActive ? (
        <Player setting={setting} />
      ) : (
        <Offline setting={setting} />
      )}
      {setting && bi(setting, 'schedule') && !pending && (
        <p className="mt-6 text-stone-700 dark:text-stone-300">
          <span className="font-semibold">{t('schedule')}:</span> {bi(setting, 'schedule')}
        </p>
      )}
    </ContentPage>
  );
}
