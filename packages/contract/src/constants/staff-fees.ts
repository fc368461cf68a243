/** Without zod, for the web app: the fees desk's statuses, platforms and paths (staff-fees.ts re-exports them). */

export const feeStatuses = ['0', '1'] as const;

export const feePlatforms = ['web', 'mobile'] as const;

/** The desk's paths (relative to /admin-api). */
export const feePaths = {
  /** GET */ list: '/fees',
  /** POST */ createTransaction: '/fees/transaction',
  /** POST */ updateTransaction: (id: number) => `/fees/transaction/${id}`,
  /** POST */ createCommission: '/fees/commission',
  /** POST */ updateCommission: (id: number) => `/fees/commission/${id}`,
} as const;
