import type { CurrencyCode } from '@mahasi/contract/money';
import type { Paged } from '@mahasi/contract/envelope';
import type { CommissionFeeRecord, OrderStatus, TransactionFeeRecord } from '@mahasi/contract/store';
import { memberApi, unwrap } from '../../lib/api/client';
import { IDEMPOTENCY_KEY_HEADER } from '@mahasi/contract/constants/store';
import { isRowId } from '@mahasi/contract/constants/ids';

export const checkoutKeys = {
  all: ['checkout'] as const,
  fees: () => [...checkoutKeys.all, 'fees'] as const,
  options: () => [...checkoutKeys.all, 'options'] as const,
  status: (orderId: number) => [...checkoutKeys.all, 'status', orderId] as const,
};

/** Fee lookups of spec section 9: every record (page size 0), by id ascending. */
const allRecords = { pageNo: 1, pageSize: 0, sortBy: 'id', orderBy: 'ASC' };

export interface CheckoutStarted {
  orderId: number;
  orderNo: string;
  redirectUrl: string;
  netAmount: number;
  currencyCode: CurrencyCode;
}

export interface PaymentStatus {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  netAmount: number;
  currencyCode: CurrencyCode;
}

export interface PaymentOptions {
  provider: string;
  currencies: CurrencyCode[];
  /** Currencies the provider counts in whole units: the total rounds up to one, as the server charges it. */
  wholeUnits: CurrencyCode[];
}

export interface CheckoutBody {
  cartItemIds: number[];
  currencyCode: CurrencyCode;
  expectedNetAmount: number;
}

/** A random key for one checkout attempt (crypto.randomUUID needs HTTPS or localhost; the fallback does not). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of each checkout the page sends (issue 27): the same selection and total
 * sent again (a second click, a retry after a reply that never came) is the same attempt, with the
 * same key, and the server answers it with the same order; a changed selection or total is a new
 * attempt with a new key.
 */
export function attemptKeys(newKey: () => string = newAttemptKey): (body: CheckoutBody) => string {
  let last: { body: string; key: string } | undefined;
  return (body) => {
    const signature = JSON.stringify([[...body.cartItemIds].sort((a, b) => a - b), body.currencyCode, body.expectedNetAmount]);
    if (last?.body !== signature) last = { body: signature, key: newKey() };
    return last.key;
  };
}

export const checkoutApi = {
  async options(): Promise<PaymentOptions> {
    return unwrap(await memberApi.get<PaymentOptions>('/payment/options'));
  },
  async fees(): Promise<{ transaction: TransactionFeeRecord[]; commission: CommissionFeeRecord[] }> {
    const [transaction, commission] = await Promise.all([
      memberApi.post<Paged<TransactionFeeRecord>>('/transactionFee/getDataByPagination', allRecords),
      memberApi.post<Paged<CommissionFeeRecord>>('/appCommissionFee/getDataByPagination', allRecords),
    ]);
    return { transaction: unwrap(transaction).dataList, commission: unwrap(commission).dataList };
  },
  /**
   * `expectedNetAmount`: the total the page shows; the server refuses with '0032' if it has changed
   * since. `attemptKey` names the attempt (attemptKeys): sent again, it is answered with the same order.
   */
  async checkout(body: CheckoutBody, attemptKey: string): Promise<CheckoutStarted> {
    return unwrap(
      await memberApi.post<CheckoutStarted>('/payment/checkoutPayment', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey } }),
    );
  },
  async status(orderId: number): Promise<PaymentStatus> {
    return unwrap(await memberApi.get<PaymentStatus>(`/payment/checkStatus/${orderId}`));
  },
};

/** The cart selection travels to /checkout in session storage (and router state), so a reload keeps it. */
const SELECTION_KEY = 'checkout_selection';

export function saveSelection(cartItemIds: number[]): void {
  try {
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify(cartItemIds));
  } catch {
    // Private mode without storage: router state still carries it.
  }
}

export function readSelection(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRowId) : [];
  } catch {
    return [];
  }
}

/**
 * The order whose payment the browser left to make: a provider's form may return to /result
 * without naming it, so the result page reads it from here.
 */
const PENDING_KEY = 'checkout_pending_order';

export function rememberPendingOrder(orderId: number): void {
  try {
    sessionStorage.setItem(PENDING_KEY, String(orderId));
  } catch {
    // Private mode without storage: the provider's return URL has to name the order.
  }
}

export function pendingOrder(): number | undefined {
  try {
    const id = Number(sessionStorage.getItem(PENDING_KEY));
    return isRowId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
