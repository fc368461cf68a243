import { eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import { sandboxPayments } from './schema.js';

export interface PaymentRequest {
  orderId: number;
  orderNo: string;
  amount: number;
  currency: string;
}

export interface CallbackEvent {
  eventId: string;
  reference: string;
  orderNo: string;
  outcome: 'paid' | 'cancelled';
  amount: number;
  currency: string;
}

/** A payment provider with a redirect flow: hosted page, signed server-to-server callback, status check. */
export interface PaymentGateway {
  /** Shown as the order's payment name. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<{ reference: string; redirectUrl: string }>;
  /** The event in a callback body when its signature is right; undefined otherwise. */
  verifyCallback(body: unknown): CallbackEvent | undefined;
}

export const SANDBOX_NAME = 'Sandbox Pay';

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
    async createPayment(request) {
      const reference = `sbx_${randomToken(12)}`;
      await db
        .insert(sandboxPayments)
        .values({ reference, orderId: request.orderId, orderNo: request.orderNo, amount: request.amount, currency: request.currency });
      return { reference, redirectUrl: `/sandbox-pay/${reference}` };
    },
    verifyCallback(body) {
      if (!body || typeof body !== 'object') return undefined;
      const b = body as Record<string, unknown>;
      const event: CallbackEvent = {
        eventId: String(b.eventId ?? ''),
        reference: String(b.reference ?? ''),
        orderNo: String(b.orderNo ?? ''),
        outcome: b.outcome === 'paid' ? 'paid' : 'cancelled',
        amount: Number(b.amount),
        currency: String(b.currency ?? ''),
      };
      if (b.outcome !== 'paid' && b.outcome !== 'cancelled') return undefined;
      if (!event.eventId || !event.reference || !Number.isInteger(event.amount)) return undefined;
      return safeEqual(signCallback(secret, event), String(b.signature ?? '')) ? event : undefined;
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
