import { CANCELLABLE_STATES, type RetreatMemberAction, type RetreatNextAction } from '@mahasi/contract/constants/retreat';
import type { MemberApplication } from '@mahasi/contract/retreat';

/** A time the card names beside the next step: when an offer ends, when reconfirming opens or closes. */
export interface StepTime {
  kind: 'offerExpires' | 'reconfirmOpens' | 'reconfirmBy';
  at: string;
}

export interface NextStep {
  /** What to do (or wait for) next, as the server decided it (contract `retreatNextActions`). */
  action: RetreatNextAction;
  /** The buttons, in the order the card shows them (the main one first). */
  buttons: RetreatMemberAction[];
  time: StepTime | null;
  /** 1 is next, for a wait-listed application. */
  waitPosition: number | null;
}

const buttonOrder: RetreatMemberAction[] = ['accept-offer', 'reconfirm', 'decline-offer', 'cancel'];
const before = (at: string | null, now: number) => at !== null && Date.parse(at) > now;

/**
 * What the member area shows for an application at `now`. The server says what may be done
 * (`actions`); a screen left open past a time the server named drops what that time ended (an
 * offer past its expiry, a reconfirmation past its deadline), and a button whose state no longer
 * allows it is never offered (cancelling from a closed state, say), so that no click is refused.
 */
export function nextStep(application: MemberApplication, now: number): NextStep {
  const { state, actions, offerExpiresAt, reconfirmOpensAt, reconfirmDeadline } = application;
  const allowed = new Set(actions);
  const offerOpen = state === 'offered' && before(offerExpiresAt, now);
  const reconfirmOpen =
    state === 'accepted' && !before(reconfirmOpensAt, now) && (reconfirmDeadline === null || before(reconfirmDeadline, now));
  const buttons = buttonOrder.filter((action) => {
    if (!allowed.has(action)) return false;
    if (action === 'accept-offer' || action === 'decline-offer') return offerOpen;
    if (action === 'reconfirm') return reconfirmOpen;
    return (CANCELLABLE_STATES as readonly string[]).includes(state);
  });

  let time: StepTime | null = null;
  if (state === 'offered' && offerExpiresAt) time = { kind: 'offerExpires', at: offerExpiresAt };
  else if (state === 'accepted' && reconfirmOpensAt && before(reconfirmOpensAt, now))
    time = { kind: 'reconfirmOpens', at: reconfirmOpensAt };
  else if (state === 'accepted' && reconfirmDeadline) time = { kind: 'reconfirmBy', at: reconfirmDeadline };

  return { action: application.nextAction, buttons, time, waitPosition: state === 'waitlisted' ? application.waitPosition : null };
}

/** Applications still under way first (soonest course first), then the closed ones (latest first). */
export function sortApplications(applications: readonly MemberApplication[]): MemberApplication[] {
  const open = (application: MemberApplication) => application.actions.length > 0 || application.nextAction !== 'none';
  return [...applications].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    const byStart = a.course.startDate.localeCompare(b.course.startDate);
    return open(a) ? byStart : -byStart;
  });
}
