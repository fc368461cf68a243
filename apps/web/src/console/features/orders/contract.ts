import type * as orders from '@mahasi/contract/staff-orders';

/**
 * The orders contract restated for the console, as the members feature does (the contract's module
 * imports zod's full build at run time). Typed by the contract's own types; contract.test.ts
 * compares the values at run time.
 */
export type {
  Dashboard,
  DonationTotal,
  PaymentEventRow,
  StaffOrderDetail,
  StaffOrderExportFilter,
  StaffOrderFilter,
  StaffOrderRow,
  StaffOrderStatus,
} from '@mahasi/contract/staff-orders';

export const staffOrderStatuses: typeof orders.staffOrderStatuses = ['p', 'c', 'f'];
export const staffOrderSortKeys: typeof orders.staffOrderSortKeys = ['order_date', 'order_no', 'net_amount', 'status'];
export type StaffOrderSortKey = (typeof staffOrderSortKeys)[number];

export const orderPaths: typeof orders.orderPaths = {
  list: '/orders/list',
  export: '/orders/export',
  detail: (id: number) => `/orders/${id}`,
  resendEmail: (id: number) => `/orders/${id}/resend-email`,
  regenerate: (id: number, itemId: number) => `/orders/${id}/items/${itemId}/regenerate`,
  checkStatus: (id: number) => `/orders/${id}/check-status`,
  dashboard: '/dashboard',
};
