import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './app.js';

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
      passwordHash: await hashPassword(password),
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
