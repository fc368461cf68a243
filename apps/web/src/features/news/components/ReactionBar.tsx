import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsDetail, PostCounts, Reaction } from '@mahasi/contract/news';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { loginWithReturn, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { findReaction, newsApi, newsKeys, newsQueries } from '../api';
import { REACTION_LIKE, REACTION_UNLIKE, type ReactionStatus } from '../constants';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/icons';

const pill =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60';
const idle = `${pill} border-sand-200 text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:text-stone-200 dark:hover:border-saffron-400`;
const chosen = `${pill} border-maroon-700 bg-maroon-700 text-white dark:border-saffron-400 dark:bg-saffron-500 dark:text-night-950`;

/**
 * Like / unlike (spec section 4, reaction toggle): look up the member's reaction; if one exists
 * delete it, and stop with 'Reaction removed.' when it was the one asked for; otherwise create the
 * requested one and bump its counter. Counts shown are the server's after each change.
 */
export function ReactionBar({ post }: { post: NewsDetail }) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const userId = token && user ? user.id : null;
  const mine = useQuery({ ...newsQueries.reaction(post.id, userId ?? 0), enabled: userId !== null });
  const [pending, setPending] = useState(false);
  const current = userId === null ? null : (mine.data?.reactionStatus ?? null);

  const apply = (counts: Pick<PostCounts, 'likeCount' | 'unlikeCount'>, reaction: Reaction | null) => {
    queryClient.setQueryData<NewsDetail>(newsKeys.detail(post.id), (detail) =>
      detail && detail.id === post.id ? { ...detail, likeCount: counts.likeCount, unlikeCount: counts.unlikeCount } : detail,
    );
    if (userId !== null) queryClient.setQueryData(newsKeys.reaction(post.id, userId), reaction);
  };

  async function react(status: ReactionStatus) {
    if (pending) return;
    if (!token) {
      const yes = await confirm({
        title: t('guestDialog.title'),
        message: t('guestDialog.reactMessage'),
        confirmText: t('guestDialog.confirm'),
        cancelText: t('guestDialog.cancel'),
      });
      if (yes) await navigate(loginWithReturn(paths.news.detail(post.id)));
      return;
    }
    if (userId === null) return;
    setPending(true);
    try {
      const existing = await findReaction(post.id, userId);
      if (existing) {
        const removed = await newsApi.deleteReaction(existing.id);
        if (existing.reactionStatus === status) {
          apply(removed.counts, null);
          notify.success(t('messages.reactionRemoved'));
          return;
        }
      }
      const created = await newsApi.createReaction(post.id, userId, status);
      const counts = await newsApi.bumpReactionCounter(post.id, status === REACTION_LIKE).catch(() => created.counts);
      apply(counts, created.reaction);
      notify.success(t('messages.reactionUpdated'));
    } catch (error) {
      console.error(error);
      notify.error(t('messages.toggleReactionFailed'));
      void queryClient.invalidateQueries({ queryKey: newsKeys.detail(post.id) });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('reactions.label')}>
      <button
        type="button"
        className={current === REACTION_LIKE ? chosen : idle}
        aria-pressed={current === REACTION_LIKE}
        disabled={pending}
        onClick={() => void react(REACTION_LIKE)}
      >
        <ThumbUpIcon filled={current === REACTION_LIKE} />
        <span>{t('reactions.like')}</span>
        <span className="tabular-nums" data-testid="like-count">
          {post.likeCount}
        </span>
      </button>
      <button
        type="button"
        className={current === REACTION_UNLIKE ? chosen : idle}
        aria-pressed={current === REACTION_UNLIKE}
        disabled={pending}
        onClick={() => void react(REACTION_UNLIKE)}
      >
        <ThumbDownIcon filled={current === REACTION_UNLIKE} />
        <span>{t('reactions.unlike')}</span>
        <span className="tabular-nums" data-testid="unlike-count">
          {post.unlikeCount}
        </span>
      </button>
    </div>
  );
}
