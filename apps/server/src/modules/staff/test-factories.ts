import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@mahasi/contract/staff';
import type { TestApp } from '../../test/app.js';
import { testPasswordHash, unique } from '../../test/factories.js';
import { staff } from './schema.js';
import { newTotpSecret, secretBox, stepAt, hotp, base32Decode } from './totp.js';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  /** The TOTP secret (base32) when two-factor is on. */
  secret: string | undefined;
  token: string;
}

/** The code an authenticator shows `offset` steps from now (a second sign-in in the same 30 s needs the next one). */
export const codeFor = (secret: string, offset = 0) => hotp(base32Decode(secret), stepAt(new Date()) + offset);

/** A staff call with a bearer token, to /admin-api. */
export const staffCall = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: unknown,
  /** Sign-in is rate limited per address: each test's sign-ins come from an address of their own. */
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

/**
 * A set-up staff account, signed in through the real two steps. Built in the database directly:
 * invitation and enrolment have their own tests.
 */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  options: { twoFactor?: boolean; exempt?: boolean; fullName?: string } = {},
): Promise<TestStaff> {
  const email = `${role}-${unique()}@mahasi.test`;
  const password = 'staff password 123';
  const twoFactor = options.twoFactor ?? role === 'admin';
  const secret = twoFactor ? newTotpSecret() : undefined;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      email,
      fullName: options.fullName ?? `Test ${role}`,
      role,
      passwordHash: await testPasswordHash(password),
      totpSecret: secret ? secretBox(t.app.ctx.config.appSecret).seal(secret) : null,
      totpEnabledAt: secret ? new Date() : null,
      twoFactorExempt: options.exempt ?? false,
    })
    .returning();
  const token = await staffSignIn(t, email, password, secret);
  return { id: row!.id, email, password, role, secret, token };
}

let addresses = 0;
/** A fresh client address (198.18.0.0/15 is benchmarking space; injected requests never leave the process). */
export const nextAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

export async function staffSignIn(t: TestApp, email: string, password: string, secret?: string, codeOffset = 0): Promise<string> {
  const address = nextAddress();
  const step1 = (await staffCall(t, 'POST', '/auth/login', undefined, { email, password }, address)).json();
  if (step1.respCode !== '0000') throw new Error(`staff login failed: ${JSON.stringify(step1)}`);
  if (step1.data.step === 'signedIn') return step1.data.session.token as string;
  if (!secret) throw new Error(`staff login needs a second step: ${step1.data.step}`);
  const step2 = (
    await staffCall(
      t,
      'POST',
      '/auth/two-factor',
      undefined,
      { challenge: step1.data.challenge, code: codeFor(secret, codeOffset) },
      address,
    )
  ).json();
  if (step2.respCode !== '0000') throw new Error(`staff two-factor failed: ${JSON.stringify(step2)}`);
  return step2.data.token as string;
}

type TeamMember = StaffRole | readonly [StaffRole, { twoFactor?: boolean; exempt?: boolean; fullName?: string }];

/** One signed-in account per entry (a role, or a role with options), created one after another in the order given. */
export async function createStaffTeam<const M extends readonly TeamMember[]>(
  t: TestApp,
  members: M,
): Promise<{ [K in keyof M]: TestStaff }> {
  const team: TestStaff[] = [];
  for (const member of members)
    team.push(typeof member === 'string' ? await createStaff(t, member) : await createStaff(t, member[0], member[1]));
  return team as { [K in keyof M]: TestStaff };
}

/** A new draft through a desk's create route (`/talks`, `/news/posts`), as `by`; anything but success throws. */
export async function createDraft(
  t: TestApp,
  by: TestStaff,
  path: string,
  content: object,
): Promise<{ id: number; version: number; titleEn: string }> {
  const res = (await staffCall(t, 'POST', path, by.token, content)).json();
  if (res.respCode !== '0000') throw new Error(JSON.stringify(res));
  return res.data as { id: number; version: number; titleEn: string };
}
