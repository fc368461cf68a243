import { describe, expect, it } from 'vitest';
import type { MemberApplication } from '@mahasi/contract/retreat';
import { nextStep, sortApplications } from './nextStep';

const NOW = Date.parse('2026-11-27T06:00:00Z');
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

function application(overrides: Partial<MemberApplication> = {}): MemberApplication {
  return {
    id: 1,
    version: 1,
    course: { id: 7, titleEn: 'Ten days', titleMm: '', kind: 'ten-day', startDate: '2026-12-10', endDate: '2026-12-19' },
    group: 'male',
    state: 'applied',
    waitPosition: null,
    offerExpiresAt: null,
    reconfirmOpensAt: null,
    reconfirmDeadline: null,
    nextAction: 'wait-for-review',
    actions: ['cancel'],
    letters: [],
    note: '',
    language: 'en',
    appliedAt: hours(-48),
    updatedAt: hours(-48),
    ...overrides,
  };
}

describe('the next step of an application', () => {
  it('waits for the centre and may be cancelled while applied', () => {
    expect(nextStep(application(), NOW)).toEqual({ action: 'wait-for-review', buttons: ['cancel'], time: null, waitPosition: null });
  });

  it('shows the wait-list position', () => {
    const step = nextStep(application({ state: 'waitlisted', waitPosition: 3, nextAction: 'wait-on-list' }), NOW);
    expect(step.waitPosition).toBe(3);
    expect(step.buttons).toEqual(['cancel']);
  });

  it('offers accept first, then decline and cancel, with the offer’s end', () => {
    const offered = application({
      state: 'offered',
      nextAction: 'answer-offer',
      offerExpiresAt: hours(20),
      actions: ['cancel', 'decline-offer', 'accept-offer'],
    });
    expect(nextStep(offered, NOW)).toMatchObject({
      buttons: ['accept-offer', 'decline-offer', 'cancel'],
      time: { kind: 'offerExpires', at: hours(20) },
    });
    // The screen was left open past the offer's end: no button the server would refuse.
    expect(nextStep(offered, Date.parse(hours(21))).buttons).toEqual(['cancel']);
  });

  it('names when reconfirming opens, and offers it only inside the window', () => {
    const accepted = application({
      state: 'accepted',
      nextAction: 'wait-for-reconfirm',
      reconfirmOpensAt: hours(24),
      reconfirmDeadline: hours(24 * 10),
      actions: ['cancel'],
    });
    expect(nextStep(accepted, NOW)).toMatchObject({ buttons: ['cancel'], time: { kind: 'reconfirmOpens', at: hours(24) } });

    const inWindow = { ...accepted, nextAction: 'reconfirm' as const, actions: ['cancel', 'reconfirm'] as MemberApplication['actions'] };
    const later = Date.parse(hours(48));
    expect(nextStep(inWindow, later)).toMatchObject({ buttons: ['reconfirm', 'cancel'], time: { kind: 'reconfirmBy', at: hours(240) } });
    expect(nextStep(inWindow, Date.parse(hours(241))).buttons).toEqual(['cancel']);
  });

  it('offers nothing once closed, even if a stale reply listed an action', () => {
    expect(nextStep(application({ state: 'cancelled', nextAction: 'none', actions: ['cancel'] }), NOW).buttons).toEqual([]);
    expect(nextStep(application({ state: 'arrived', nextAction: 'none', actions: [] }), NOW).buttons).toEqual([]);
  });

  it('lists open applications first, soonest course first, then closed ones latest first', () => {
    const a = application({ id: 1, course: { ...application().course, startDate: '2027-01-05' } });
    const b = application({ id: 2, course: { ...application().course, startDate: '2026-12-10' } });
    const c = application({
      id: 3,
      state: 'cancelled',
      nextAction: 'none',
      actions: [],
      course: { ...application().course, startDate: '2026-12-01' },
    });
    const d = application({
      id: 4,
      state: 'declined',
      nextAction: 'none',
      actions: [],
      course: { ...application().course, startDate: '2027-02-01' },
    });
    expect(sortApplications([c, a, d, b]).map((x) => x.id)).toEqual([2, 1, 4, 3]);
  });
});
