import { isSitePath } from '@mahasi/contract/links';

/** Every page of the staff console (served by the API server as admin.html under /admin). */
export const consolePaths = {
  home: '/admin',
  login: '/admin/login',
  /** The setup link's token follows in the fragment (`/admin/setup#<token>`): it never reaches a server log. */
  setup: '/admin/setup',
  news: '/admin/news',
  orders: '/admin/orders',
  members: '/admin/members',
  messages: '/admin/messages',
  mail: '/admin/mail',
  notifications: '/admin/notifications',
  staff: '/admin/staff',
  audit: '/admin/audit',
  account: '/admin/account',
  events: '/admin/events',
  galleries: '/admin/galleries',
  banners: '/admin/banners',
  live: '/admin/live',
  dhammaRecords: '/admin/dhamma-records',
  groups: '/admin/groups',
  pages: '/admin/pages',
  talks: '/admin/talks',
  ebooks: '/admin/ebooks',
  fees: '/admin/fees',
  retreats: '/admin/retreats',
} as const;

/** `/admin/login?to=/admin/staff` */
export function loginWithReturn(to: string): string {
  return `${consolePaths.login}?${new URLSearchParams({ to }).toString()}`;
}

/** Where to go after signing in: only a console page, never sign-in or setup again, never another site. */
export function safeConsoleReturn(to: string | null | undefined): string {
  if (!isSitePath(to) || !/^\/admin(\/|\?|#|$)/.test(to)) return consolePaths.home;
  if (to.startsWith(consolePaths.login) || to.startsWith(consolePaths.setup)) return consolePaths.home;
  return to;
}

/** Pages a signed-out reader may open. */
export function isGuestPage(pathname: string): boolean {
  return pathname.startsWith(consolePaths.login) || pathname.startsWith(consolePaths.setup);
}
