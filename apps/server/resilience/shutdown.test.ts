import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createMembers, freshDatabase, MEMBER_PASSWORD, startInstance, tempDataDir, type TestDatabase } from './harness.js';

/**
 * Issue 18, graceful shutdown: on SIGTERM an instance stops taking connections, answers the
 * requests it has (log-ins here: each hashes a password, and at most one hash runs per core, so
 * eight of them queue for a while), closes its database pool and exits 0.
 */

let database: TestDatabase;
let data: ReturnType<typeof tempDataDir>;

beforeAll(async () => {
  database = await freshDatabase();
  data = tempDataDir();
});

afterAll(async () => {
  await database?.drop();
  data?.remove();
});

describe('SIGTERM', () => {
  it('drains: the requests in flight are answered, new connections are refused, the pool closes, the exit code is 0', async () => {
    // The time limit far above what the log-ins take even on a busy machine: this is about draining.
    const instance = await startInstance({
      name: 'draining',
      databaseUrl: database.url,
      dataDir: data.dir,
      env: { SHUTDOWN_TIMEOUT_SECONDS: '120' },
    });
    const members = await createMembers(database, 8, 'drain');
    const connections = async () =>
      Number(
        (await database.query<{ count: string }>('select count(*) from pg_stat_activity where datname = current_database()'))[0]!.count,
      );
    const before = await connections();

    const logins = members.map((userName) =>
      fetch(`${instance.url}/rest-web-api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify({ userName, password: MEMBER_PASSWORD, userType: '2' }),
      }).then(
        async (reply) => ({ status: reply.status, respCode: ((await reply.json()) as { respCode: string }).respCode }),
        (error: unknown) => ({ status: 0, respCode: String((error as Error).cause ?? error) }),
      ),
    );
    // Every request has reached the server before the signal (a connection still in the kernel's
    // queue when the port closes is reset: the load balancer must have stopped sending by then,
    // which /readyz answering 503 tells it).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = instance.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await fetch(`${instance.url}/readyz`).then(
      (reply) => reply.status,
      () => 'refused',
    );

    expect(await Promise.all(logins)).toEqual(members.map(() => ({ status: 200, respCode: '0000' })));
    expect(await exited).toBe(0);
    // A request that came as it began to close is refused or told it is going (503), never left hanging.
    expect(['refused', 503]).toContain(late);
    // Its database connections are gone: what is left is this test's own pool (at most 3).
    const after = await connections();
    expect(before).toBeGreaterThan(after);
    expect(after).toBeLessThanOrEqual(3);
  });
});
