import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsDetail } from '@mahasi/contract/news';
import { newsApi, newsKeys } from './api';

/**
 * Call 11 once per visit, after the post has loaded; then the shown count follows (spec section 4:
 * only when the loaded item is still the one counted). The server counts a viewer at most once an
 * hour and answers the true count, so that count is shown rather than a blind "+1" that would
 * overstate a repeat visit.
 */
export function useViewCount(postId: number, loadedId: number | undefined): void {
  const queryClient = useQueryClient();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (loadedId !== postId || counted.current === postId) return;
    counted.current = postId;
    newsApi
      .updateViewCount(postId)
      .then((counts) =>
        queryClient.setQueryData<NewsDetail>(newsKeys.detail(postId), (detail) =>
          detail && detail.id === counts.postId ? { ...detail, viewCount: Math.max(detail.viewCount, counts.viewCount) } : detail,
        ),
      )
      .catch((error: unknown) => console.error('update-view-count failed', error));
  }, [postId, loadedId, queryClient]);
}
