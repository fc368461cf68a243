import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** When a row was made; set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a row was last changed; the writes set it, the database gives the first. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A required reference to the row this one belongs to: deleted with it. The same column as
 * `integer(name).notNull().references(parent, { onDelete: 'cascade' })`.
 */
export const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
