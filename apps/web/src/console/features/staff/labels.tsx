import { statusBadge } from '../../components/StatusBadge';
import type { StaffStatus } from '@mahasi/contract/constants/staff';

/** An account's status as a small coloured label (the word says it; the colour only helps). */
export const StatusBadge = statusBadge<StaffStatus>('consoleStaff', { active: 'done', invited: 'waiting', disabled: 'off' });
