import { describe, expect, it } from 'vitest';
import type { GroupCounts, StaffApplicationRow } from '@mahasi/contract/retreat';
import { retreatApplicationStateKeys } from '@mahasi/contract/constants/retreat';
import {
  arrivedCount,
  checkInRows,
  courseTotals,
  freePlaces,
  hasStarted,
  parsePosition,
  printRows,
  shownGroups,
  staffActionsFor,
} from './logic';

const counts = (group: GroupCounts['group'], capacity: number, free: number, states: Partial<GroupCounts['states']>): GroupCounts => ({
  group,
  capacity,
  free,
  states: { ...(Object.fromEntries(retreatApplicationStateKeys.map((state) => [state, 0])) as GroupCounts['states']), ...states },
});

let nextId = 1;
const row = (fullName: string, state: StaffApplicationRow['state'], extra: Partial<StaffApplicationRow> = {}): StaffApplicationRow => ({
  id: nextId++,
  version: 1,
  courseId: 1,
  courseTitleEn: '10-day course',
  courseTitleMm: '',
  memberId: 1,
  fullName,
  email: '',
  phoneNo: '09 420 111 222',
  age: 30,
  group: 'male',
  state,
  waitPosition: null,
  firstCourse: true,
  foreigner: false,
  arrivalTime: '14:00',
  offerExpiresAt: null,
  reconfirmDeadline: null,
  language: 'en',
  appliedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

describe('a course’s live counts', () => {
  it('adds up every group’s applied, wait-listed, accepted, confirmed and arrived, its places and the places free', () => {
    const totals = courseTotals([
      counts('male', 20, 3, { applied: 2, accepted: 10, confirmed: 5, arrived: 2, waitlisted: 1 }),
      counts('female', 10, 0, { applied: 1, waitlisted: 4, accepted: 10, declined: 7 }),
      counts('monk', 0, -1, {}),
    ]);
    expect(totals).toEqual({ applied: 3, waitlisted: 5, accepted: 20, confirmed: 5, arrived: 2, capacity: 30, free: 3 });
  });

  it('shows the groups with places or applications, men, women, monks then nuns', () => {
    const shown = shownGroups([
      counts('nun', 5, 5, {}),
      counts('monk', 0, 0, {}),
      counts('male', 0, 0, { declined: 1 }),
      counts('female', 8, 8, {}),
    ]);
    expect(shown.map((group) => group.group)).toEqual(['male', 'female', 'nun']);
  });

  it('says how many places a group has free, none for a group the course does not take', () => {
    const list = [counts('male', 20, 3, {}), counts('female', 10, -2, {})];
    expect(freePlaces(list, 'male')).toBe(3);
    expect(freePlaces(list, 'female')).toBe(0);
    expect(freePlaces(list, 'nun')).toBe(0);
  });
});

describe('the buttons an application shows', () => {
  const writer = { canWrite: true, started: false };
  it('decides a new application, and a wait-listed one with its move', () => {
    expect(staffActionsFor('applied', writer)).toEqual(['accept', 'waitlist', 'decline']);
    expect(staffActionsFor('waitlisted', writer)).toEqual(['accept', 'decline', 'move']);
  });

  it('checks in a place held, and marks a yogi not come only once the course has begun', () => {
    expect(staffActionsFor('accepted', writer)).toEqual(['arrived']);
    expect(staffActionsFor('confirmed', { canWrite: true, started: true })).toEqual(['arrived', 'noShow']);
    expect(staffActionsFor('applied', { canWrite: true, started: true })).toEqual(['decline']);
  });

  it('offers nothing to a reader, nor for an application that is over', () => {
    expect(staffActionsFor('applied', { canWrite: false, started: false })).toEqual([]);
    for (const state of ['arrived', 'no_show', 'declined', 'cancelled', 'released', 'lapsed', 'offered'] as const)
      expect(staffActionsFor(state, writer)).toEqual([]);
  });

  it('knows a course has begun from its first Myanmar day', () => {
    expect(hasStarted('2026-12-01', '2026-11-30')).toBe(false);
    expect(hasStarted('2026-12-01', '2026-12-01')).toBe(true);
    expect(hasStarted(null, '2026-12-01')).toBe(false);
  });
});

describe('the gate’s search', () => {
  const rows = [
    row('Ko Zaw Min', 'arrived'),
    row('Daw Hla Hla', 'accepted', { phoneNo: '09 777 123 456' }),
    row('U Ba Kyaw', 'confirmed'),
    row('Ma Thida', 'waitlisted'),
    row('မောင် အောင်', 'confirmed'),
  ];

  it('lists the places held, those still to come first, by name', () => {
    expect(checkInRows(rows, '').map((r) => r.fullName)).toEqual(['Daw Hla Hla', 'U Ba Kyaw', 'မောင် အောင်', 'Ko Zaw Min']);
  });

  it('finds a yogi by every word typed, in any case and spacing, in Myanmar too', () => {
    expect(checkInRows(rows, '  hla   DAW ').map((r) => r.fullName)).toEqual(['Daw Hla Hla']);
    expect(checkInRows(rows, 'အောင်').map((r) => r.fullName)).toEqual(['မောင် အောင်']);
    expect(checkInRows(rows, 'thida')).toEqual([]);
  });

  it('finds a yogi by four digits of the phone or more', () => {
    expect(checkInRows(rows, '123 456').map((r) => r.fullName)).toEqual(['Daw Hla Hla']);
    expect(checkInRows(rows, '09')).toEqual([]);
  });

  it('counts who has arrived of those expected', () => {
    expect(arrivedCount(rows)).toEqual({ arrived: 1, expected: 4 });
  });
});

describe('the printed list', () => {
  it('holds one group’s places held, by name', () => {
    const rows = [
      row('U Tin', 'confirmed'),
      row('U Aye', 'accepted'),
      row('Daw Mya', 'confirmed', { group: 'female' }),
      row('U Hla', 'declined'),
      row('U Ohn', 'arrived'),
    ];
    expect(printRows(rows, 'male').map((r) => r.fullName)).toEqual(['U Aye', 'U Ohn', 'U Tin']);
    expect(printRows(rows, 'nun')).toEqual([]);
  });
});

describe('a wait-list position typed', () => {
  it('takes a whole number within the list', () => {
    expect(parsePosition(' 2 ', 5)).toBe(2);
    expect(parsePosition('5', 5)).toBe(5);
  });
  it('refuses anything else', () => {
    for (const typed of ['0', '6', '1.5', '-1', '', 'two']) expect(parsePosition(typed, 5)).toBeNull();
  });
});
