import type { RetreatApplicationState } from '@mahasi/contract/constants/retreat';
import { statusBadge, type StatusTone } from '../../components/StatusBadge';

/** An application's state as a small label: places held green, waiting saffron, over grey. */
const tones: Record<RetreatApplicationState, StatusTone> = {
  applied: 'waiting',
  waitlisted: 'waiting',
  offered: 'waiting',
  accepted: 'done',
  confirmed: 'done',
  arrived: 'done',
  no_show: 'off',
  declined: 'off',
  cancelled: 'off',
  released: 'off',
  lapsed: 'off',
};

/** Its words are `consoleRetreats:status.*`, short for staff (the contract's are the yogi's). */
export const StateBadge = statusBadge<RetreatApplicationState>('consoleRetreats', tones);
