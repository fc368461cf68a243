import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/now';
import { DeskTabs } from '../../components/DeskTabs';
import { useStaffSession } from '../../lib/session';
import type { DeskStatus } from '@mahasi/contract/constants/staff-news';
import { deskPagePaths } from './paths';

/**
 * What the desk shows of a post's status: a post published with a date still to come is not on the
 * site yet, and says so ('publishedLater'), unlike one on the site now and one the scheduler will
 * publish ('scheduled').
 */
export type ShownStatus = DeskStatus | 'publishedLater';

export function shownStatus(post: { status: DeskStatus; publicDate: string | null }, now: number): ShownStatus {
  return post.status === 'published' && post.publicDate && Date.parse(post.publicDate) > now ? 'publishedLater' : post.status;
}

const statusClass: Record<ShownStatus, string> = {
  draft: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-200 dark:ring-night-700',
  review: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  scheduled: 'bg-saffron-50 text-saffron-800 ring-saffron-200 dark:bg-night-800 dark:text-saffron-300 dark:ring-saffron-700',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  publishedLater: 'bg-white text-emerald-900 ring-emerald-400 dark:bg-night-900 dark:text-emerald-200 dark:ring-emerald-600',
  archived: 'bg-sand-100 text-ink-900 ring-sand-200 dark:bg-night-800 dark:text-sand-100 dark:ring-night-700',
  deleted: 'bg-maroon-50 text-maroon-800 ring-maroon-200 dark:bg-night-800 dark:text-maroon-200 dark:ring-maroon-700',
};

/** A post's status as a small coloured label (the word says it; the colour only helps). */
export function PostStatusBadge({ post, now }: { post: { status: DeskStatus; publicDate: string | null }; now?: number }) {
  const { t } = useTranslation('consoleNews');
  const clock = useNow();
  const status = shownStatus(post, now ?? clock);
  return (
    <span className={`inline-flex rounded-xl px-2.5 py-0.5 text-xs leading-snug font-semibold ring-1 ring-inset ${statusClass[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Editors and admins publish; authors write and send for review. */
export function useCanPublish(): boolean {
  const { staff } = useStaffSession();
  return staff?.role === 'admin' || staff?.role === 'editor';
}

/** The desk's pages, linked from each one's header: the posts and (editors) categories and tags. */
export function DeskNav({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('consoleNews');
  const canPublish = useCanPublish();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-3 dark:border-night-700">
      <DeskTabs
        label={t('nav.label')}
        tabs={[
          { to: deskPagePaths.list, text: t('nav.posts'), end: true },
          ...(canPublish ? [{ to: deskPagePaths.categories, text: t('nav.categories') }] : []),
        ]}
      />
      {children}
    </div>
  );
}
