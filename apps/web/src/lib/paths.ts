import { isSitePath } from '@mahasi/contract/links';

/**
 * Every route of the app, named as in the spec (section 2). Links use these, never string literals,
 * so that a renamed path is one edit: `paths.news.detail(id)`, `paths.user.ordersDetail(id)`.
 */
type Id = string | number;

const detail = (base: string) => (id: Id) => `${base}/${encodeURIComponent(String(id))}`;

/** The six group sections (spec section 2), in footer order. */
export const groupSections = [
  { slug: 'mahasi-sayardaw', group: 1 },
  { slug: 'sangha-jewel', group: 2 },
  { slug: 'religious-institution', group: 3 },
  { slug: 'buddhist_dharma_group', group: 4 },
  { slug: 'womens_yogi_support', group: 5 },
  { slug: 'heritage_group', group: 6 },
] as const;
export type GroupSlug = (typeof groupSections)[number]['slug'];

export const paths = {
  home: '/',
  galleries: '/galleries',
  news: { list: '/news', detail: detail('/news') },
  podcasts: { list: '/podcasts', detail: detail('/podcasts') },
  ebooks: { list: '/ebooks', detail: detail('/ebooks') },
  events: { list: '/events', detail: detail('/events') },
  retreats: { list: '/retreats', detail: detail('/retreats'), apply: (id: Id) => `${detail('/retreats')(id)}/apply` },
  live: '/live',
  contactUs: '/contact-us',
  offline: '/offline',
  dhammaRecord: { list: '/dhamma-record', detail: detail('/dhamma-record') },
  checkout: '/checkout',
  result: '/result',
  search: '/search',
  group: {
    list: (slug: GroupSlug) => `/${slug}`,
    detail: (slug: GroupSlug, id: Id) => detail(`/${slug}`)(id),
  },
  auth: {
    login: '/login',
    register: '/register',
    otp: '/otp',
    forgotPassword: '/forgot-password',
    resetPassword: '/reset-password',
  },
  user: {
    profile: '/profile',
    personalInformation: '/profile/personal-information',
    changePassword: '/profile/change-password',
    notifications: '/profile/notifications',
    cart: '/profile/cart',
    orders: '/profile/orders',
    ordersDetail: detail('/profile/orders'),
    savedNews: '/profile/saved-news',
    retreats: '/profile/retreats',
  },
} as const;

/** `/login?to=/profile/cart` */
export function loginWithReturn(to: string): string {
  return `${paths.auth.login}?${new URLSearchParams({ to }).toString()}`;
}

/** Only pages of this site are followed after log-in ('//evil.example', '/\\evil.example' are not: contract/links.ts). */
export function safeReturnPath(to: string | null | undefined): string {
  return isSitePath(to) ? to : paths.home;
}
