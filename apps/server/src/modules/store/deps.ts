import type { Db } from '../../db/client.js';
import type { Invalidate } from '../../http/cache.js';
import type { Mailer } from '../../mail/mailer.js';
import type { NotificationService } from '../notifications/service.js';
import type { EbookCatalog } from './catalog.js';
import type { PaymentGateway } from './gateway.js';

/** What the store's services are given (app.ts builds it once). */
export interface StoreDeps {
  db: Db;
  catalog: EbookCatalog;
  gateway: PaymentGateway;
  notifications: NotificationService;
  mailer: Mailer;
  siteUrl: string;
  orderTtlMs: number;
  now: () => Date;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Drops cached replies (a member's order list) when something other than the member changes them. */
  invalidate: Invalidate;
  /** Counts an outcome applied to an order (the Prometheus counter). */
  paymentApplied?: (outcome: string) => void;
  /** A pending order is checked with the provider once it is this old. */
  reconcileAfterMs?: number;
}
