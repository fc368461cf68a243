import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMembers,
  FULL,
  freshDatabase,
  memberLogin,
  startInstance,
  startPrivatePostgres,
  tempDataDir,
  until,
  type Instance,
  type PrivatePostgres,
  type TestDatabase,
} from './harness.js';

/**
 * Issue 18, "Database restart": PostgreSQL restarted under load. The instances reconnect by
 * themselves; a request during the gap fails with 503 in the envelope (never a 500, never a stack
 * trace, never a hang: a hung request would hold this test until its time-out); what was written
 * before the restart is all there after it.
 */

let server: PrivatePostgres;
let database: TestDatabase;
let data: ReturnType<typeof tempDataDir>;
const instances: Instance[] = [];

beforeAll(async () => {
  server = await startPrivatePostgres();
  database = await freshDatabase(server.url);
  data = tempDataDir();
  for (const name of ['A', 'B']) instances.push(await startInstance({ name, databaseUrl: database.url, dataDir: data.dir }));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop().catch(() => undefined);
  await server?.stop();
  data?.remove();
});

interface Outcome {
  status: number;
  respCode?: string;
  leak: boolean;
}

/** What a reply may never carry: a stack trace, SQL, a driver's message. */
const LEAKS = /\bat [\w.<>]+ \(|node_modules|\bselect\b.+\bfrom\b|ECONNREFUSED|terminating connection|pg_|drizzle/i;

describe('a database restart under load', () => {
  it('is answered with 503 while it lasts, the instances reconnect by themselves, and nothing written before is lost', async () => {
    const members = await createMembers(database, FULL ? 40 : 8, 'restart');
    const tokens = await Promise.all(members.map((member, index) => memberLogin(instances[index % 2]!.url, member)));
    const [post] = await database.query<{ id: number }>(
      "select id from posts where status = 'published' and public_date <= now() order by id desc limit 1",
    );
    const postId = post!.id;

    // Written before the restart: each member bookmarks the post.
    for (const [index, token] of tokens.entries()) {
      const userId = (await call<{ userInfo: { id: number } }>(instances[index % 2]!.url, 'GET', '/rest-api/getLoginUserInfo', { token }))
        .body.data!.userInfo.id;
      const saved = await call(instances[(index + 1) % 2]!.url, 'POST', '/rest-api/bookmark/save', { token, body: { userId, postId } });
      expect(saved.body.respCode).toBe('0000');
    }

    const outcomes: Outcome[] = [];
    let running = true;
    const record = async (request: Promise<Response>) => {
      try {
        const reply = await request;
        const text = await reply.text();
        let respCode: string | undefined;
        try {
          respCode = (JSON.parse(text) as { respCode?: string }).respCode;
        } catch {
          respCode = undefined;
        }
        outcomes.push({ status: reply.status, respCode, leak: LEAKS.test(text) });
      } catch {
        // The connection itself failed: the instance is down, which must not happen here.
        outcomes.push({ status: 0, leak: false });
      }
    };
    const worker = async (index: number) => {
      const base = instances[index % 2]!.url;
      const token = tokens[index % tokens.length]!;
      for (let round = 0; running; round++) {
        const json = { 'content-type': 'application/json' };
        switch (round % 4) {
          case 0:
            await record(
              fetch(`${base}/rest-api/post/getDataByPagination`, {
                method: 'POST',
                headers: json,
                body: JSON.stringify({ pageNo: (round % 7) + 1, pageSize: 9 }),
              }),
            );
            break;
          case 1:
            await record(fetch(`${base}/rest-api/post/getDataById/${postId}`));
            break;
          case 2:
            await record(fetch(`${base}/rest-api/notification/getUnreadCount`, { headers: { authorization: `Bearer ${token}` } }));
            break;
          default:
            await record(fetch(`${base}/rest-api/getLoginUserInfo`, { headers: { authorization: `Bearer ${token}` } }));
        }
      }
    };
    const load = Array.from({ length: FULL ? 40 : 10 }, (_, index) => worker(index));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = outcomes.length;
    await server.restart();
    // Both instances are ready again by themselves.
    for (const instance of instances) {
      await until(async () =>
        (await fetch(`${instance.url}/readyz`).then(
          (reply) => reply.ok,
          () => false,
        ))
          ? true
          : undefined,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, FULL ? 10_000 : 2_000));
    running = false;
    await Promise.all(load);

    const statuses = new Map<number, number>();
    for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    console.log(
      `database restart under load: ${outcomes.length} requests (${before} before the restart), by status:`,
      Object.fromEntries(statuses),
    );
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 503 && outcome.respCode !== '0503')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.leak)).toEqual([]);
    // After it, every kind of request succeeds again on both instances.
    const last = outcomes.slice(-40);
    expect(last.every((outcome) => outcome.status === 200)).toBe(true);

    const kept = await database.query<{ count: string }>('select count(*) from bookmarks where post_id = $1', [postId]);
    expect(Number(kept[0]!.count)).toBe(members.length);
    // And a write after the restart works on both.
    for (const [index, instance] of instances.entries()) {
      const token = tokens[index]!;
      const userId = (await call<{ userInfo: { id: number } }>(instance.url, 'GET', '/rest-api/getLoginUserInfo', { token })).body.data!
        .userInfo.id;
      expect((await call(instance.url, 'DELETE', '/rest-api/bookmark/remove', { token, body: { userId, postId } })).body.respCode).toBe(
        '0000',
      );
    }
  });
});
