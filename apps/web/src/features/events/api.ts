import { queryOptions } from '@tanstack/react-query';
import type { Event, EventFilter } from '@mahasi/contract/event';
import { fetchById, pagedListOptions } from '../../components/content/api';

export const EVENT_PAGE_SIZE = 9;

export const eventKeys = {
  all: ['events'] as const,
  list: (when: 'upcoming' | 'past') => [...eventKeys.all, 'list', when] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};

/** Upcoming: soonest first; past: most recent first. */
export const eventListOptions = (when: 'upcoming' | 'past') =>
  pagedListOptions<Event>(eventKeys.list(when), 'event', {
    pageSize: EVENT_PAGE_SIZE,
    sortBy: 'starts_at',
    orderBy: when === 'upcoming' ? 'ASC' : 'DESC',
    searchObj: { when },
  } satisfies EventFilter);

export const eventDetailOptions = (id: string) =>
  queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => fetchById<Event>('event', id, signal) });
