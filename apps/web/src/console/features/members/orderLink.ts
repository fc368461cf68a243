import type { StaffRole } from '@mahasi/contract/constants/staff';
import { consolePaths } from '../../paths';
import { canUse } from '../../sections';

/**
 * Where a member's order opens in the console: the orders section's detail page, for the roles
 * that may open orders (store, admin); null for the others (the care team sees the order as text).
 */
export function orderLinkFor(role: StaffRole | undefined, orderId: number): string | null {
  return canUse(role, 'orders') ? `${consolePaths.orders}/${orderId}` : null;
}
