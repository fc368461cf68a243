import { statusBadge } from '../../components/StatusBadge';
import type { MemberStatus } from '@mahasi/contract/constants/staff-members';

/** A member's status as a small coloured label (the word says it; the colour only helps). */
export const MemberStatusBadge = statusBadge<MemberStatus>('consoleMembers', { active: 'done', unconfirmed: 'waiting', disabled: 'off' });
