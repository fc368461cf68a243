import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { staff } from './schema.js';

/**
 * The demo staff accounts, named in the README so that a new user can sign in to /admin locally.
 * Their passwords are written here, not set through the staff password rule (12 characters, not a
 * common one; decision 0042): the README and the end-to-end tests sign in with them. A password
 * set or changed later, by anyone, goes through the rule.
 */
export const DEMO_STAFF = [
  { email: 'admin@mahasi.org', fullName: 'U Aung Min (admin)', role: 'admin', password: 'Satipatthana2026!' },
  { email: 'author@mahasi.org', fullName: 'Daw Thiri (author)', role: 'author', password: 'Anicca2026!' },
  { email: 'editor@mahasi.org', fullName: 'Ko Zaw (editor)', role: 'editor', password: 'Karuna2026!' },
  { email: 'store@mahasi.org', fullName: 'Ma Hnin Wai (store)', role: 'store', password: 'Dana2026!' },
] as const;

const SEED_KEY = 'demo_staff_seeded_at';

/**
 * Adds the demo staff once (also to a database seeded before staff accounts existed). Two-factor
 * is off for them on the embedded database only: on a PostgreSQL server, which may be a real
 * deployment, the admin must enrol at first sign-in like any admin.
 */
export async function seedStaff(db: Db, options: { embedded: boolean; log: (message: string) => void }): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done) return;
  const rows = await Promise.all(
    DEMO_STAFF.map(async (account) => ({
      email: account.email,
      fullName: account.fullName,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      twoFactorExempt: options.embedded,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(staff).values(rows).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  options.log(`Seeded the demo staff accounts ${DEMO_STAFF.map((a) => a.email).join(', ')}.`);
}
