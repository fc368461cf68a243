import { queryOptions } from '@tanstack/react-query';
import type { LiveStreamingSetting } from '@mahasi/contract/content';
import { memberApi, unwrap } from '../../lib/api/client';

export const liveKeys = {
  all: ['live'] as const,
  active: () => [...liveKeys.all, 'active'] as const,
};

export const activeLiveOptions = () =>
  queryOptions({
    queryKey: liveKeys.active(),
    queryFn: async ({ signal }) => unwrap(await memberApi.get<LiveStreamingSetting | null>('/liveStreamingSetting/getActive', { signal })),
    staleTime: 30_000,
  });

/**
 * Whether an HLS playlist can play now: a master playlist (variants) or a media playlist with
 * segments. An ended playlist without segments (the broadcast is off) or an unreachable one is offline.
 */
export async function playlistIsLive(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { signal, cache: 'no-store' });
    if (!response.ok) return false;
    const text = await response.text();
    if (!text.startsWith('#EXTM3U')) return false;
    if (text.includes('#EXT-X-STREAM-INF')) return true;
    return text.includes('#EXTINF');
  } catch {
    return false;
  }
}
