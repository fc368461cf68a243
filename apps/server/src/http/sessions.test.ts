import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createMember } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('remembered sessions', () => {
  it('forget a logged-out token at once in every server process that shares the database', async () => {
    // A second server process on the same database (its own cache and LISTEN connection).
    const second = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    const whoAmI = (app: typeof second, token: string) =>
      app.inject({ method: 'GET', url: '/rest-api/getLoginUserInfo', headers: { authorization: `Bearer ${token}` } });
    const member = await createMember(t);
    expect((await whoAmI(second, member.token)).statusCode).toBe(200);
    expect((await whoAmI(t.app, member.token)).statusCode).toBe(200);

    await t.member('POST', '/auth/logout', member.token);
    expect((await whoAmI(t.app, member.token)).statusCode).toBe(401);
    await expect.poll(async () => (await whoAmI(second, member.token)).statusCode).toBe(401);
    await second.close();
  });
});
