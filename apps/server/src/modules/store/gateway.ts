import { eq, and } from 'drizzle-orm';
import { currencies, type CurrencyCode } from '@mahasi/contract/money';
import type { Db } from '../../db/client.js';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import { sandboxPayments } from './schema.js';

export interface PaymentRequest {
  orderId: number;
  orderNo: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  customerName: string;
  /** What the amount pays for (the books and the service fee), minor units; they add up to `amount`. */
  items: { name: string; amount: number }[];
}

export interface CallbackEvent {
  eventId: string;
  reference: string;
  orderNo: string;
  outcome: 'paid' | 'cancelled';
  /** Minor units. */
  amount: number;
  currency: string;
  /** How the payer paid, when the provider says (for example "KBZ Pay (QR)"): becomes the order's payment name. */
  paymentName?: string;
  /** The provider's own word for the outcome, kept in the payment history. */
  providerStatus?: string;
}

/** A callback body checked: the event it carries, or why it was refused. */
export type Verification = { ok: true; event: CallbackEvent } | { ok: false; reason: string };

/** What a provider's status enquiry says about one payment. */
export type StatusCheck = { state: 'pending' } | { state: 'settled'; event: CallbackEvent };

export type ProviderName = 'sandbox' | 'dinger';

/** A payment provider with a redirect flow: hosted page, signed server-to-server callback, status check. */
export interface PaymentGateway {
  /** Shown as the order's payment name. */
  readonly name: string;
  readonly provider: ProviderName;
  /** The currencies it takes: a cart in another currency is told so before any order is made. */
  readonly currencies: readonly CurrencyCode[];
  /** Of those, the ones it counts in whole units only (no minor units): the order's total is rounded up to one. */
  readonly wholeUnits: readonly CurrencyCode[];
  /**
   * Starts a payment: its reference and where the payer goes. Called inside the checkout's
   * transaction (`exec`), so a payment whose order is not committed does not exist either: what it
   * keeps on our side goes through `exec`, and it must not wait on anything slow.
   */
  createPayment(request: PaymentRequest, exec?: Db): Promise<{ reference: string; redirectUrl: string }>;
  /** The event in a callback body when its signature is right; otherwise why not. */
  verifyCallback(body: unknown): Verification;
  /** The provider's status enquiry, where it offers one (reconciliation of pending orders uses it). */
  checkStatus?(reference: string, exec?: Db): Promise<StatusCheck>;
}

export const SANDBOX_NAME = 'Sandbox Pay';

/** Logged at every start on the sandbox, so that nobody runs a real shop on it unknowingly. */
export const SANDBOX_WARNING =
  'PAYMENTS ARE TEST PAYMENTS: the built-in sandbox takes them, payers approve their own, and NO REAL MONEY MOVES. ' +
  'Set PAYMENT_PROVIDER=dinger and its DINGER_ settings to take real donations.';

export function signCallback(secret: string, event: CallbackEvent): string {
  return hmac(secret, [event.eventId, event.reference, event.orderNo, event.outcome, event.amount, event.currency].join('|'));
}

/**
 * The built-in sandbox: a hosted page on our own server (routes in sandbox.ts) where the payer
 * approves or declines; it then sends the signed callback and returns the browser to /result.
 */
export function sandboxGateway(
  db: Db,
  secret: string,
): PaymentGateway & {
  find(reference: string): Promise<typeof sandboxPayments.$inferSelect | undefined>;
  settle(reference: string, outcome: 'paid' | 'cancelled'): Promise<{ event: CallbackEvent; signature: string } | undefined>;
} {
  return {
    name: SANDBOX_NAME,
    provider: 'sandbox',
    currencies,
    wholeUnits: [],
    async createPayment(request, exec = db) {
      const reference = `sbx_${randomToken(12)}`;
      await exec
        .insert(sandboxPayments)
        .values({ reference, orderId: request.orderId, orderNo: request.orderNo, amount: request.amount, currency: request.currency });
      return { reference, redirectUrl: `/sandbox-pay/${reference}` };
    },
    verifyCallback(body) {
      if (!body || typeof body !== 'object') return { ok: false, reason: 'not a sandbox callback' };
      const b = body as Record<string, unknown>;
      const event: CallbackEvent = {
        eventId: String(b.eventId ?? ''),
        reference: String(b.reference ?? ''),
        orderNo: String(b.orderNo ?? ''),
        outcome: b.outcome === 'paid' ? 'paid' : 'cancelled',
        amount: Number(b.amount),
        currency: String(b.currency ?? ''),
      };
      if (b.outcome !== 'paid' && b.outcome !== 'cancelled') return { ok: false, reason: 'outcome must be paid or cancelled' };
      if (!event.eventId || !event.reference || !Number.isInteger(event.amount)) return { ok: false, reason: 'fields missing' };
      return safeEqual(signCallback(secret, event), String(b.signature ?? ''))
        ? { ok: true, event }
        : { ok: false, reason: 'signature does not match' };
    },
    /** The sandbox keeps its own record of each payment, so it can answer a status enquiry. */
    async checkStatus(reference, exec = db) {
      const [row] = await exec.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)).limit(1);
      if (!row || row.state === 'open') return { state: 'pending' };
      const outcome = row.state === 'paid' ? 'paid' : 'cancelled';
      return {
        state: 'settled',
        event: { eventId: `status_${reference}`, reference, orderNo: row.orderNo, outcome, amount: row.amount, currency: row.currency },
      };
    },
    async find(reference) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)).limit(1);
      return row;
    },
    /** The payer pressed Pay or Cancel: the sandbox closes its record once and signs the event. */
    async settle(reference, outcome) {
      const [row] = await db
        .update(sandboxPayments)
        .set({ state: outcome })
        .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.state, 'open')))
        .returning();
      if (!row) return undefined;
      const event: CallbackEvent = {
        eventId: `evt_${randomToken(12)}`,
        reference,
        orderNo: row.orderNo,
        outcome,
        amount: row.amount,
        currency: row.currency,
      };
      return { event, signature: signCallback(secret, event) };
    },
  };
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
