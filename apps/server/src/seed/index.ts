import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appMeta, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { seedContent } from '../modules/content/seed.js';
import type { FileStore } from '../modules/files/store.js';
import { seedNews } from '../modules/news/seed.js';
import { seedNotifications } from '../modules/notifications/seed.js';
import { seedRetreats } from '../modules/retreats/seed.js';
import { seedStaff } from '../modules/staff/seed.js';
import { seedStore } from '../modules/store/seed.js';

/** The demo member account, named in the README. */
export const DEMO_MEMBER = {
  userFullName: 'Daw Khin Myat Noe',
  email: 'demo@mahasi.org',
  phoneNo: '+959420000001',
  password: 'Metta2026!',
} as const;

export interface SeedDeps {
  db: Db;
  files: FileStore;
  log: (message: string) => void;
  /** The embedded database (PGlite): the demo staff sign in without two-factor there only. */
  embedded?: boolean;
}

const SEED_KEY = 'demo_seeded_at';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  return Boolean(row);
}

/** Loads the demo content into a fresh database. Runs once: a seeded database is left alone. */
export async function seed(deps: SeedDeps): Promise<boolean> {
  const { db, log } = deps;
  await seedStaff(db, { embedded: deps.embedded ?? false, log });
  if (await isSeeded(db)) {
    log('Demo content already seeded; nothing to do.');
    return false;
  }
  await seedContent(deps);
  await seedNews(deps);
  await seedStore(db);
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        userFullName: DEMO_MEMBER.userFullName,
        email: DEMO_MEMBER.email,
        phoneNo: DEMO_MEMBER.phoneNo,
        username: DEMO_MEMBER.email,
        passwordHash,
        confirmedAt: new Date(),
      })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  log(`Seeded the demo member ${DEMO_MEMBER.email}.`);
  await seedNotifications(deps, DEMO_MEMBER.email);
  await seedRetreats(db, DEMO_MEMBER.email);
  log('Seeded the demo retreats.');
  // A server already running on this database drops its cached replies.
  await db.execute(sql`select pg_notify('mahasi_cache', '*')`);
  return true;
}
