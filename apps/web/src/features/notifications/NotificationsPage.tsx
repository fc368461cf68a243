import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { Paged } from '@mahasi/contract/envelope';
import type { Notification } from '@mahasi/contract/notification';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { notify } from '../../lib/notify';
import { rowsOf } from '../../lib/pages';
import { useSession } from '../../lib/session';
import { notificationKeys, notificationsApi } from './api';
import { useUnreadCount } from './badge';
import { NOTIFICATION_PAGE_SIZE, notificationTabs, type TabKey } from './constants';
import { NotificationDialog } from './NotificationDialog';
import { htmlToText, relativeTimeOf } from './text';
import { TypeBadge } from './TypeBadge';

type Pages = InfiniteData<Paged<Notification>, number>;

const MYANMAR = /[\u1000-\u109f]/;
/** Notifications come in either language: mark Myanmar text so that it gets its font and line height. */
const langOf = (text: string) => (MYANMAR.test(text) ? 'my' : 'en');

function tabOf(value: string | null): (typeof notificationTabs)[number] {
  return notificationTabs.find((tab) => tab.key === value) ?? notificationTabs[0];
}

/** Tabs of spec section 2 with the ARIA tabs pattern: arrows, Home and End move and select. */
function Tabs({ current, onSelect }: { current: TabKey; onSelect: (key: TabKey) => void }) {
  const { t } = useTranslation('notifications');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = notificationTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(notificationTabs[next]!.key);
  };
  return (
    <div role="tablist" aria-label={t('tabsLabel')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-3">
      {notificationTabs.map((tab, index) => {
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`notifications-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls="notifications-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
              selected
                ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
                : 'border border-sand-200 bg-white/70 text-stone-700 hover:border-maroon-200 hover:text-maroon-800 dark:border-night-700 dark:bg-night-800 dark:text-stone-200 dark:hover:border-saffron-400'
            }`}
          >
            {t(`tabs.${tab.key}`)}
          </button>
        );
      })}
    </div>
  );
}

function Row({ item, onOpen }: { item: Notification; onOpen: (trigger: HTMLElement) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const preview = useMemo(() => htmlToText(item.content), [item.content]);
  return (
    <li>
      <button
        type="button"
        onClick={(event) => onOpen(event.currentTarget)}
        data-testid="notification-row"
        data-read={item.isRead}
        className={`group flex w-full gap-3 rounded-2xl border p-4 text-left transition hover:border-maroon-200 hover:shadow-md sm:p-5 dark:hover:border-saffron-400/60 ${
          item.isRead
            ? 'border-sand-200 bg-white/60 dark:border-night-700 dark:bg-night-900'
            : 'border-saffron-200 bg-saffron-50 dark:border-saffron-400/30 dark:bg-night-800'
        }`}
      >
        <span className="mt-2 flex w-2.5 shrink-0 justify-center" aria-hidden="true">
          {!item.isRead && <span className="h-2.5 w-2.5 rounded-full bg-maroon-600 dark:bg-saffron-400" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <TypeBadge notiType={item.notiType} />
            <time
              dateTime={item.updatedTime}
              className="text-xs text-stone-600 dark:text-stone-400"
              title={formatDateTime(item.updatedTime, i18n.language)}
            >
              {relativeTimeOf(item.updatedTime, i18n.language)}
            </time>
            {!item.isRead && <span className="sr-only">{t('unread')}</span>}
          </span>
          <span
            lang={langOf(item.subject)}
            className={`mt-1.5 block text-base text-maroon-800 group-hover:underline dark:text-sand-50 ${item.isRead ? 'font-medium' : 'font-bold'}`}
          >
            {item.subject}
          </span>
          {preview && (
            <span lang={langOf(preview)} className="mt-1 line-clamp-2 block text-sm text-stone-600 dark:text-stone-300">
              {preview}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

function LoadingCards() {
  const { t } = useTranslation('notifications');
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** /profile/notifications (spec section 2): tabs by type, rows, a dialog per notification, Load More, mark all read. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'));
  const [open, setOpen] = useState<{ item: Notification; from: HTMLElement } | null>(null);
  const unread = useUnreadCount();

  const listKey = notificationKeys.list(user?.id, tab.notiType);
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => notificationsApi.page(pageParam, tab.notiType),
    initialPageParam: 1,
    // A short page is the last one, even when a notification that arrived meanwhile raised the count.
    getNextPageParam: (last, pages) =>
      last.dataList.length === NOTIFICATION_PAGE_SIZE && rowsOf(pages).length < last.numOfRows ? last.currentPageNo + 1 : undefined,
    enabled: Boolean(user),
    staleTime: 30_000,
  });
  const rows = useMemo(() => rowsOf(list.data?.pages), [list.data]);
  const total = list.data?.pages.at(-1)?.numOfRows ?? 0;

  const markRead = useMutation({
    mutationFn: (id: number) => notificationsApi.markRead(id),
    onSuccess: (_, id) => {
      // The row may be loaded under 'All' and under its type: mark it read in every list of this member.
      queryClient.setQueriesData<Pages>({ queryKey: [...notificationKeys.all, 'list', user?.id] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                dataList: page.dataList.map((row) => (row.id === id ? { ...row, isRead: true } : row)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(user?.id), (count) => (count ? count - 1 : count));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(user?.id) });
    },
  });

  const markAll = useMutation({
    mutationFn: () => notificationsApi.markAllRead(tab.notiType),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      notify.success(t('allReadDone'), { id: 'notifications-all-read' });
    },
  });

  const openRow = (item: Notification, from: HTMLElement) => {
    setOpen({ item, from });
    if (!item.isRead) markRead.mutate(item.id);
  };

  const select = (key: TabKey) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'all') next.delete('type');
        else next.set('type', key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className={`${ui.card} p-5 sm:p-8`}>
      <PageTitle title={t('title')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('title')}</h1>
          <p className="mt-2 text-stone-600 dark:text-stone-400">{t('subtitle')}</p>
        </div>
        <button type="button" className={ui.buttonSecondary} onClick={() => markAll.mutate()} disabled={markAll.isPending || unread === 0}>
          {markAll.isPending ? t('markingAllRead') : t('markAllRead')}
        </button>
      </div>
      <Tabs current={tab.key} onSelect={select} />
      <div role="tabpanel" id="notifications-panel" aria-labelledby={`notifications-tab-${tab.key}`} className="mt-3">
        {list.isPending ? (
          <LoadingCards />
        ) : list.isError ? (
          <div className="rounded-2xl border border-dashed border-sand-200 p-8 text-center dark:border-night-700">
            <p className="text-stone-700 dark:text-stone-300">{t('failed')}</p>
            <button type="button" className={`${ui.buttonSecondary} mt-4`} onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-200 p-10 text-center text-stone-600 dark:border-night-700 dark:text-stone-400">
            {t('empty')}
          </p>
        ) : (
          <>
            <ul className="space-y-3" aria-busy={list.isFetching}>
              {rows.map((item) => (
                <Row key={item.id} item={item} onOpen={(from) => openRow(item, from)} />
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
                {t('shown', { count: rows.length, total })}
              </p>
              {list.hasNextPage && (
                <button
                  type="button"
                  className={ui.buttonPrimary}
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      {open && <NotificationDialog notification={open.item} onClose={() => setOpen(null)} returnFocus={open.from} />}
    </section>
  );
}
