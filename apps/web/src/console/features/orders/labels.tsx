import { statusBadge } from '../../components/StatusBadge';
import type { StaffOrderStatus } from '@mahasi/contract/constants/staff-orders';

/** An order's status as a small coloured label (the word says it; the colour only helps). */
export const OrderStatusBadge = statusBadge<StaffOrderStatus>('consoleOrders', { c: 'done', p: 'waiting', f: 'off' });
