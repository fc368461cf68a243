import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { notificationKeys, notificationsApi } from './api';

/**
 * The member's unread count (GET /notification/getUnreadCount) for the header badge; fetched again
 * when the window regains focus, every two minutes while visible, and whenever `notificationKeys.all` is invalidated.
 */
export function useUnreadCount(): number {
  const { token, user } = useSession();
  const { data } = useQuery({
    queryKey: notificationKeys.unreadCount(user?.id),
    queryFn: () => notificationsApi.unreadCount(),
    enabled: Boolean(token && user),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: 120_000,
  });
  return token ? (data ?? 0) : 0;
}

/** Call after anything that creates or reads notifications: the list and the badge refresh. */
export function useRefreshNotifications(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: notificationKeys.all }), [client]);
}

/**
 * A small count pill (99+ at most). The number is hidden from screen readers, which hear
 * '3 unread notifications' instead; nothing is shown when there is nothing unread.
 */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation('notifications');
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-maroon-700 px-1.5 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-sand-50 dark:bg-saffron-400 dark:text-night-950 dark:ring-night-950 ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('badge', { count })}</span>
    </span>
  );
}
