import { and, asc, eq, sql } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import { formatMoney, type CurrencyCode } from '@mahasi/contract/money';
import { addItemPayload, type AddItemPayload, type Cart, type CartItem, type UpdateItemPayload } from '@mahasi/contract/store';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { toUnicode } from '../../lib/myanmar.js';
import { ValidationError } from '../../lib/validation.js';
import { cartItems, carts } from './schema.js';
import type { StoreDeps } from './deps.js';

/** The member's cart: one per member, its items priced from the catalogue in the cart's currency. */
export function cartService(deps: Pick<StoreDeps, 'db' | 'catalog' | 'now'>) {
  const { db, catalog, now } = deps;

  async function ownCart(callerId: number, cartId: number) {
    const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
    if (!row) throw notFound();
    if (row.userId !== callerId) throw forbidden();
    return row;
  }

  async function itemsOf(cartId: number, currency: CurrencyCode): Promise<CartItem[]> {
    const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
    const books = await catalog.forSale(rows.map((r) => r.ebookId));
    return rows.map((row) => {
      const book = books.get(row.ebookId);
      return {
        cartItemId: row.id,
        ebookId: row.ebookId,
        title: book?.title ?? '',
        titleMm: book?.titleMm ?? '',
        imageUrl: book?.imageUrl ?? null,
        unitMinPrice: book?.minPrice[currency] ?? 0,
        unitDonatePrice: row.unitDonatePrice,
        engravedText: row.engravedText,
        currencyCode: currency,
      };
    });
  }

  /** 404 for an item that does not exist, 403 for someone else's. */
  async function assertItemAccess(callerId: number, cartItemId: number): Promise<never> {
    const [found] = await db
      .select({ userId: carts.userId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(cartItems.id, cartItemId))
      .limit(1);
    throw found && found.userId !== callerId ? forbidden() : notFound();
  }

  return {
    async saveCart(callerId: number, currencyCode: CurrencyCode): Promise<{ id: number; currencyCode: CurrencyCode }> {
      const [created] = await db.insert(carts).values({ userId: callerId, currencyCode }).onConflictDoNothing().returning();
      if (created) return { id: created.id, currencyCode };
      const [existing] = await db.select().from(carts).where(eq(carts.userId, callerId)).limit(1);
      return { id: existing!.id, currencyCode: existing!.currencyCode as CurrencyCode };
    },

    /** undefined when the cart has no items (answered as '9999'). */
    async cart(callerId: number, cartId: number): Promise<Cart | undefined> {
      const row = await ownCart(callerId, cartId);
      const currency = row.currencyCode as CurrencyCode;
      const items = await itemsOf(row.id, currency);
      return items.length ? { id: row.id, items, currencyCode: currency } : undefined;
    },

    async addItem(callerId: number, input: AddItemPayload): Promise<CartItem> {
      const payload = addItemPayload.parse(input);
      const row = await ownCart(callerId, payload.cartId);
      const currency = row.currencyCode as CurrencyCode;
      if (payload.currencyCode !== currency) {
        throw new ValidationError([{ field: 'currencyCode', message: `Must be the cart's currency (${currency})` }]);
      }
      const book = (await catalog.forSale([payload.ebookId])).get(payload.ebookId);
      if (!book) {
        // A book visitors can see (Coming Soon) is a business answer; one they cannot is not found.
        if (await catalog.listedStatus(payload.ebookId)) throw new BusinessError(RespCode.EBOOK_NOT_AVAILABLE);
        throw notFound();
      }
      const min = book.minPrice[currency];
      // The price comes from the database; the donation may be more, never less.
      const donation = payload.unitDonatePrice ?? min;
      if (donation < min) {
        throw new ValidationError([{ field: 'unitDonatePrice', message: `Must be at least ${formatMoney(min, currency)}` }]);
      }
      const [item] = await db
        .insert(cartItems)
        .values({ cartId: row.id, ebookId: book.id, unitDonatePrice: donation, engravedText: toUnicode(payload.extraText.trim()) })
        .onConflictDoNothing()
        .returning();
      if (!item) throw new BusinessError(RespCode.ALREADY_IN_CART);
      await db.update(carts).set({ updatedAt: now() }).where(eq(carts.id, row.id));
      return {
        cartItemId: item.id,
        ebookId: book.id,
        title: book.title,
        titleMm: book.titleMm,
        imageUrl: book.imageUrl,
        unitMinPrice: min,
        unitDonatePrice: item.unitDonatePrice,
        engravedText: item.engravedText,
        currencyCode: currency,
      };
    },

    async updateItem(callerId: number, payload: UpdateItemPayload): Promise<void> {
      const row = await ownCart(callerId, payload.cartId);
      const text = toUnicode(payload.extraText.trim());
      if ([...text].length > 100) throw new ValidationError([{ field: 'extraText', message: 'Must be at most 100 characters' }]);
      const updated = await db
        .update(cartItems)
        .set({ engravedText: text })
        .where(and(eq(cartItems.id, payload.cartItemId), eq(cartItems.cartId, row.id), eq(cartItems.ebookId, payload.ebookId)))
        .returning({ id: cartItems.id });
      if (updated.length === 0) await assertItemAccess(callerId, payload.cartItemId);
    },

    async removeItem(callerId: number, cartItemId: number): Promise<void> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, cartItemId), sql`${cartItems.cartId} in (select id from carts where user_id = ${callerId})`))
        .returning({ id: cartItems.id });
      if (removed.length === 0) await assertItemAccess(callerId, cartItemId);
    },

    async clear(callerId: number): Promise<void> {
      await db.delete(cartItems).where(sql`${cartItems.cartId} in (select id from carts where user_id = ${callerId})`);
    },

    /**
     * Reprices every item in the new currency. The donor's generosity is kept as a ratio of the
     * minimum (giving twice the minimum in MMK means twice the minimum in USD), never below it.
     */
    async changeCurrency(callerId: number, cartId: number, currency: CurrencyCode): Promise<void> {
      const row = await ownCart(callerId, cartId);
      const from = row.currencyCode as CurrencyCode;
      if (from === currency) return;
      // Read the catalogue before the transaction: on PGlite a query outside it would wait for it forever.
      const before = await db.select({ ebookId: cartItems.ebookId }).from(cartItems).where(eq(cartItems.cartId, row.id));
      const books = await catalog.forSale(before.map((i) => i.ebookId));
      await db.transaction(async (tx) => {
        const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, row.id)).for('update');
        for (const item of items) {
          const book = books.get(item.ebookId);
          if (!book) continue;
          const oldMin = book.minPrice[from];
          const newMin = book.minPrice[currency];
          const repriced = oldMin > 0 ? Math.max(newMin, Math.round((item.unitDonatePrice * newMin) / oldMin)) : newMin;
          await tx.update(cartItems).set({ unitDonatePrice: repriced }).where(eq(cartItems.id, item.id));
        }
        await tx.update(carts).set({ currencyCode: currency, updatedAt: now() }).where(eq(carts.id, row.id));
      });
    },
  };
}
