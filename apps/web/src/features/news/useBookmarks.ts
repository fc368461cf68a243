import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookmarkEntry, NewsItem } from '@mahasi/contract/news';
import { confirm } from '../../lib/confirm';
import { notify } from '../../lib/notify';
import { loginWithReturn, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { newsApi, newsKeys, newsQueries, type BookmarkResult } from './api';

/** The member's saved posts (call 3); nothing for a guest. */
export function useBookmarks() {
  const { token, user } = useSession();
  const userId = token && user ? user.id : null;
  const query = useQuery({ ...newsQueries.bookmarks(userId ?? 0), enabled: userId !== null });
  const saved = useMemo(() => new Set((query.data ?? []).map((entry) => entry.postId)), [query.data]);
  return { userId, loggedIn: Boolean(token), query, isSaved: (postId: number) => saved.has(postId) };
}

/**
 * The bookmark toggle of spec sections 4, 6 and 8: disabled during its request; the local list
 * changes only on respCode 0000; a guest is asked to log in and comes back to the post.
 */
export function useBookmarkToggle(post: NewsItem) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId, loggedIn, isSaved } = useBookmarks();
  const [pending, setPending] = useState(false);
  const saved = isSaved(post.id);

  const failureText = (result: BookmarkResult, fallback: string) =>
    t(`errors:codes.${result.code}`, { defaultValue: result.message || fallback });

  async function toggle() {
    if (pending) return;
    if (!loggedIn) {
      const yes = await confirm({
        title: t('guestDialog.title'),
        message: t('guestDialog.message'),
        confirmText: t('guestDialog.confirm'),
        cancelText: t('guestDialog.cancel'),
      });
      if (yes) await navigate(loginWithReturn(paths.news.detail(post.id)));
      return;
    }
    if (userId === null) return;
    const key = newsKeys.bookmarks(userId);
    setPending(true);
    try {
      if (saved) {
        const result = await newsApi.removeBookmark(userId, post.id);
        if (!result.success) return void notify.error(failureText(result, t('messages.removeBookmarkFailed')));
        queryClient.setQueryData<BookmarkEntry[]>(key, (list) =>
          list?.filter((entry) => !(entry.userId === userId && entry.postId === post.id)),
        );
        notify.success(t('messages.bookmarkRemoved'));
      } else {
        const result = await newsApi.saveBookmark(userId, post.id);
        if (!result.success) return void notify.error(failureText(result, t('messages.addBookmarkFailed')));
        const entry: BookmarkEntry = {
          id: post.id,
          userId,
          postId: post.id,
          createdTime: result.bookmark?.createdTime ?? new Date().toISOString(),
          post,
        };
        queryClient.setQueryData<BookmarkEntry[]>(key, (list) => [entry, ...(list ?? []).filter((item) => item.postId !== post.id)]);
        notify.success(t('messages.bookmarkAdded'));
      }
    } catch (error) {
      // Spec section 8: a thrown failure is only logged (HTTP failures already raised the global toast).
      console.error(t(saved ? 'messages.removeBookmarkError' : 'messages.addBookmarkError'), error);
    } finally {
      setPending(false);
    }
  }

  return { saved, pending, toggle };
}
