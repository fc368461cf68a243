import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './app.js';

/**
 * One Argon2id hash per password per test process: hashing is deliberately slow (60 ms of a core on the
 * slower CI hosts, about 500 times in a database project's run), and accounts built directly in the
 * database need a hash that verifies, not a fresh salt each. Their sign-ins still verify it, and
 * registration, resets and password changes still hash for real.
 */
const hashes = new Map<string, Promise<string>>();
export function testPasswordHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A confirmed member, logged in. Built in the database directly: registration has its own tests. */
export async function createMember(
  t: TestApp,
  overrides: { email?: string; phoneNo?: string; password?: string; userFullName?: string } = {},
): Promise<TestMember> {
  const email = overrides.email ?? `member-${unique()}@example.org`;
  const password = overrides.password ?? 'correct horse battery';
  const [user] = await t.database.db
    .insert(users)
    .values({
      userFullName: overrides.userFullName ?? 'U Test Member',
      email,
      phoneNo: overrides.phoneNo ?? null,
      username: email,
      passwordHash: await testPasswordHash(password),
      confirmedAt: new Date(),
    })
    .returning();
  const token = await login(t, email, password);
  return { id: user!.id, email, password, token };
}

export async function login(t: TestApp, userName: string, password: string): Promise<string> {
  const res = await t.publicPost('/auth/token', { userName, password, userType: '2' });
  const body = res.json<{ respCode: string; data: { token: string } }>();
  if (body.respCode !== '0000') throw new Error(`login failed: ${res.body}`);
  return body.data.token;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export { unique };
