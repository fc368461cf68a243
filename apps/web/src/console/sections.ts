import type { StaffMember } from '@mahasi/contract/staff';
import { staffRoles, type StaffRole } from '@mahasi/contract/constants/staff';
import { retreatReaderRoles } from '@mahasi/contract/constants/retreat';
import { consolePaths } from './paths';

/**
 * The console's sections and the roles that may use each: the one place that decides what the
 * navigation shows and which pages answer 403. The server checks every call again by role; this
 * only keeps a staff member from seeing what they cannot use.
 */
export type SectionKey =
  | 'home'
  | 'news'
  | 'events'
  | 'galleries'
  | 'banners'
  | 'live'
  | 'dhammaRecords'
  | 'groups'
  | 'pages'
  | 'talks'
  | 'ebooks'
  | 'fees'
  | 'orders'
  | 'retreats'
  | 'members'
  | 'messages'
  | 'mail'
  | 'notifications'
  | 'staff'
  | 'audit'
  | 'account';

export interface Section {
  key: SectionKey;
  path: string;
  roles: readonly StaffRole[];
}

export const sections: readonly Section[] = [
  { key: 'home', path: consolePaths.home, roles: staffRoles },
  { key: 'news', path: consolePaths.news, roles: ['admin', 'editor', 'author'] },
  { key: 'events', path: consolePaths.events, roles: ['admin', 'editor'] },
  { key: 'galleries', path: consolePaths.galleries, roles: ['admin', 'editor'] },
  { key: 'banners', path: consolePaths.banners, roles: ['admin', 'editor'] },
  { key: 'live', path: consolePaths.live, roles: ['admin', 'editor'] },
  { key: 'dhammaRecords', path: consolePaths.dhammaRecords, roles: ['admin', 'editor'] },
  { key: 'groups', path: consolePaths.groups, roles: ['admin', 'editor'] },
  { key: 'pages', path: consolePaths.pages, roles: ['admin', 'editor'] },
  { key: 'talks', path: consolePaths.talks, roles: ['admin', 'editor', 'author'] },
  { key: 'ebooks', path: consolePaths.ebooks, roles: ['admin', 'editor', 'store'] },
  { key: 'fees', path: consolePaths.fees, roles: ['admin', 'store'] },
  { key: 'orders', path: consolePaths.orders, roles: ['admin', 'store'] },
  // The registrar and admins run the retreats desk; member care reads the courses and applications (not health answers).
  { key: 'retreats', path: consolePaths.retreats, roles: retreatReaderRoles },
  { key: 'members', path: consolePaths.members, roles: ['admin', 'care'] },
  { key: 'messages', path: consolePaths.messages, roles: ['admin', 'care'] },
  { key: 'mail', path: consolePaths.mail, roles: ['admin', 'care'] },
  { key: 'notifications', path: consolePaths.notifications, roles: ['admin', 'editor', 'care'] },
  { key: 'staff', path: consolePaths.staff, roles: ['admin'] },
  { key: 'audit', path: consolePaths.audit, roles: ['admin'] },
  { key: 'account', path: consolePaths.account, roles: staffRoles },
];

export function canUse(role: StaffRole | undefined, key: SectionKey): boolean {
  return Boolean(role && sections.find((section) => section.key === key)?.roles.includes(role));
}

/** The sections a role may use, in navigation order. */
export function sectionsFor(role: StaffRole | undefined): Section[] {
  return sections.filter((section) => canUse(role, section.key));
}

/**
 * The sections a staff member may use now: an account whose role needs two-factor and has not set
 * it up (a session from before a promotion) has only its own account until it does, as the server
 * refuses it every other call (403).
 */
export function sectionsNow(staff: Pick<StaffMember, 'role' | 'twoFactorRequired'> | null | undefined): Section[] {
  if (staff?.twoFactorRequired) return sections.filter((section) => section.key === 'account');
  return sectionsFor(staff?.role);
}

/** The section a console path belongs to (its longest matching path), e.g. /admin/staff/12 → staff. */
export function sectionOf(pathname: string): Section | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...sections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => path === section.path || path.startsWith(`${section.path}/`));
}
