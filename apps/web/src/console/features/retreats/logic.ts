import { retreatGroupKeys, type RetreatApplicationState, type RetreatGroup } from '@mahasi/contract/constants/retreat';
import type { GroupCounts, StaffApplicationRow } from '@mahasi/contract/retreat';

/** The states the course list counts, in the order a course moves through them. */
export const countedStates = [
  'applied',
  'waitlisted',
  'accepted',
  'confirmed',
  'arrived',
] as const satisfies readonly RetreatApplicationState[];
export type CountedState = (typeof countedStates)[number];

/** A course's live counts over every group: how many in each counted state, its places and how many are free. */
export function courseTotals(counts: readonly GroupCounts[]): Record<CountedState, number> & { capacity: number; free: number } {
  const totals = { applied: 0, waitlisted: 0, accepted: 0, confirmed: 0, arrived: 0, capacity: 0, free: 0 };
  for (const group of counts) {
    for (const state of countedStates) totals[state] += group.states[state] ?? 0;
    totals.capacity += group.capacity;
    totals.free += Math.max(0, group.free);
  }
  return totals;
}

/** The groups a course takes (places above 0) or has applications in, in the order men, women, monks, nuns. */
export function shownGroups(counts: readonly GroupCounts[]): GroupCounts[] {
  const taken = counts.filter((group) => group.capacity > 0 || Object.values(group.states).some((n) => (n ?? 0) > 0));
  return retreatGroupKeys.flatMap((key) => taken.filter((group) => group.group === key));
}

/** What the desk may do to an application in this state (the server checks again). */
export type StaffAction = 'accept' | 'waitlist' | 'decline' | 'move' | 'arrived' | 'noShow';

/**
 * The buttons an application shows: a new one is accepted, wait-listed or declined; a wait-listed one
 * accepted, declined or moved on the list; a place held is checked in at the gate, or marked not come
 * once the course has begun. Nothing for a reader (care) or for an application that is over.
 */
export function staffActionsFor(
  state: RetreatApplicationState,
  { canWrite, started }: { canWrite: boolean; started: boolean },
): StaffAction[] {
  if (!canWrite) return [];
  switch (state) {
    case 'applied':
      return started ? ['decline'] : ['accept', 'waitlist', 'decline'];
    case 'waitlisted':
      return started ? ['decline'] : ['accept', 'decline', 'move'];
    case 'accepted':
    case 'confirmed':
      return started ? ['arrived', 'noShow'] : ['arrived'];
    default:
      return [];
  }
}

/** Whether the course has begun on this Myanmar day (YYYY-MM-DD; a course with no start has not). */
export const hasStarted = (startDate: string | null, today: string): boolean => startDate !== null && startDate <= today;

/** The states the gate checks in: a place held and reconfirmed or not, and those already in. */
export const CHECK_IN_STATES = ['accepted', 'confirmed', 'arrived'] as const satisfies readonly RetreatApplicationState[];

/** A name as the gate compares it: lower case, one space between words, Myanmar in its composed form. */
export function searchForm(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The yogis the gate shows for what was typed (every word in the name, or the phone's digits),
 * those still to arrive first, then by name.
 */
export function checkInRows(rows: readonly StaffApplicationRow[], typed: string): StaffApplicationRow[] {
  const words = searchForm(typed).split(' ').filter(Boolean);
  const digits = typed.replace(/\D/g, '');
  return rows
    .filter((row) => (CHECK_IN_STATES as readonly string[]).includes(row.state))
    .filter((row) => {
      if (!words.length) return true;
      const name = searchForm(row.fullName);
      if (words.every((word) => name.includes(word))) return true;
      return digits.length >= 4 && row.phoneNo.replace(/\D/g, '').includes(digits);
    })
    .sort((a, b) => Number(a.state === 'arrived') - Number(b.state === 'arrived') || a.fullName.localeCompare(b.fullName));
}

/** How many of the course's places held have arrived, for the gate's heading. */
export function arrivedCount(rows: readonly StaffApplicationRow[]): { arrived: number; expected: number } {
  const held = rows.filter((row) => (CHECK_IN_STATES as readonly string[]).includes(row.state));
  return { arrived: held.filter((row) => row.state === 'arrived').length, expected: held.length };
}

/** One group's yogis holding a place, by name: the printed list. */
export function printRows(rows: readonly StaffApplicationRow[], group: RetreatGroup): StaffApplicationRow[] {
  return rows
    .filter((row) => row.group === group && (CHECK_IN_STATES as readonly string[]).includes(row.state))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** A group's places free (0 for a group not in the counts), to say before accepting that none is. */
export function freePlaces(counts: readonly GroupCounts[], group: RetreatGroup): number {
  return Math.max(0, counts.find((entry) => entry.group === group)?.free ?? 0);
}

/** A wait-list position typed by staff: a whole number from 1 to the list's length, else null. */
export function parsePosition(typed: string, waiting: number): number | null {
  if (!/^\d{1,4}$/.test(typed.trim())) return null;
  const position = Number(typed.trim());
  return position >= 1 && position <= waiting ? position : null;
}
