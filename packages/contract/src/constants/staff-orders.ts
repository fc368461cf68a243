/** Without zod, for the web app: the orders desk's statuses, sort keys and paths (staff-orders.ts re-exports them). */

export const staffOrderStatuses = ['p', 'c', 'f'] as const;
export type StaffOrderStatus = (typeof staffOrderStatuses)[number];

export const staffOrderSortKeys = ['order_date', 'order_no', 'net_amount', 'status'] as const;
export type StaffOrderSortKey = (typeof staffOrderSortKeys)[number];

/** The orders paths (relative to /admin-api) with their methods. */
export const orderPaths = {
  /** POST */ list: '/orders/list',
  /** POST, text/csv */ export: '/orders/export',
  /** GET */ detail: (id: number) => `/orders/${id}`,
  /** POST */ resendEmail: (id: number) => `/orders/${id}/resend-email`,
  /** POST */ regenerate: (id: number, itemId: number) => `/orders/${id}/items/${itemId}/regenerate`,
  /** POST */ checkStatus: (id: number) => `/orders/${id}/check-status`,
  /** GET */ dashboard: '/dashboard',
} as const;
