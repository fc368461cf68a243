import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  call,
  createMembers,
  freshDatabase,
  memberLogin,
  retreatApplication as form,
  startInstance,
  tempDataDir,
  until,
  type Instance,
  type TestDatabase,
} from './harness.js';

/**
 * Retreat places with two instances on one PostgreSQL (decision 0054): fifty members apply at once,
 * half through each instance, for the ten places of a first-come course; and a yogi cancels on one
 * instance while the other's scheduled sweep releases the same place and offers it. The course
 * row's lock is what makes both come out right: places are counted and taken one change at a time,
 * whichever instance makes the change.
 */

let database: TestDatabase;
let data: ReturnType<typeof tempDataDir>;
let A: Instance;
let B: Instance;

/** The instance's connections carry its name (pg_stat_activity.application_name), to tell whose is waiting. */
const named = (url: string, name: string) => {
  const address = new URL(url);
  address.searchParams.set('application_name', name);
  return address.toString();
};

beforeAll(async () => {
  database = await freshDatabase();
  data = tempDataDir();
  // One after the other: the first migrates and seeds, the second finds it done.
  A = await startInstance({ name: 'A', databaseUrl: named(database.url, 'instance-A'), dataDir: data.dir });
  B = await startInstance({ name: 'B', databaseUrl: named(database.url, 'instance-B'), dataDir: data.dir });
});

afterAll(async () => {
  await Promise.all([A, B].filter(Boolean).map((instance) => instance.stop()));
  await database?.drop();
  data?.remove();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A first-come course with `places` places for men, made, published and opened on the desk of
 * instance A. It begins in 30 days: a place taken now is accepted, to be reconfirmed later.
 */
async function openCourse(title: string, places: number): Promise<number> {
  const token = await adminSession(A.url);
  const created = await call<{ id: number; version: number }>(A.url, 'POST', '/admin-api/retreats/courses', {
    token,
    body: {
      titleEn: title,
      titleMm: 'ဆယ်ရက် သင်တန်း',
      teacherEn: 'Sayadaw U Pandita',
      kind: 'ten-day',
      instructionLanguage: 'my-en',
      startDate: dayFromNow(30),
      endDate: dayFromNow(40),
      capacity: { male: places, female: 0, monk: 0, nun: 0 },
      offerHours: 48,
      admissionMode: 'first-come',
    },
  });
  expect(created.body.respCode, JSON.stringify(created.body)).toBe('0000');
  const { id } = created.body.data!;
  const published = await call<{ version: number }>(A.url, 'POST', `/admin-api/retreats/courses/${id}/publish`, {
    token,
    body: { version: created.body.data!.version },
  });
  expect(published.body.respCode, JSON.stringify(published.body)).toBe('0000');
  const opened = await call(A.url, 'POST', `/admin-api/retreats/courses/${id}/applications-open`, {
    token,
    body: { open: true, version: published.body.data!.version },
  });
  expect(opened.body.respCode, JSON.stringify(opened.body)).toBe('0000');
  return id;
}

interface Applied {
  id: number;
  state: string;
  waitPosition: number | null;
}

interface Row {
  id: number;
  member_id: number;
  state: string;
  wait_position: number | null;
}

const rowsOf = (courseId: number) =>
  database.query<Row>('select id, member_id, state, wait_position from retreat_applications where course_id = $1 order by id', [courseId]);

/** Each application's moves, as `from>to` (`-` for the first). */
async function historyOf(id: number): Promise<string[]> {
  const rows = await database.query<{ from_state: string | null; to_state: string }>(
    'select from_state, to_state from retreat_application_history where application_id = $1 order by id',
    [id],
  );
  return rows.map((row) => `${row.from_state ?? '-'}>${row.to_state}`);
}

/** Members signed in, each through one of the instances in turn. */
async function signedIn(count: number, tag: string): Promise<{ userName: string; token: string }[]> {
  const members = await createMembers(database, count, tag);
  return Promise.all(members.map(async (userName, index) => ({ userName, token: await memberLogin([A, B][index % 2]!.url, userName) })));
}

describe('retreat places across two instances', () => {
  it('fifty members applying at once through both instances for ten places: ten accepted, forty wait-listed at 1–40, in the order they came', async () => {
    const courseId = await openCourse('Ten-day course, fifty at once', 10);
    const crowd = await signedIn(50, 'retreat-crowd');

    const replies = await Promise.all(
      crowd.map((member, index) =>
        call<Applied>([A, B][index % 2]!.url, 'POST', `/rest-api/retreats/courses/${courseId}/apply`, {
          token: member.token,
          body: form(`U Member ${index + 1}`),
        }),
      ),
    );
    expect(replies.map((reply) => `${reply.status} ${reply.body.respCode}`)).toEqual(replies.map(() => '200 0000'));

    // The database: ten places held, forty on the list, every position once.
    const rows = await rowsOf(courseId);
    expect(rows).toHaveLength(50);
    expect(rows.filter((row) => row.state === 'accepted')).toHaveLength(10);
    const waiting = rows.filter((row) => row.state === 'waitlisted');
    expect(waiting.map((row) => row.wait_position).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Each application was written under the course's lock, so ids follow the order of arrival:
    // the first ten took the places and the list is in the order the others came.
    expect(rows.map((row) => (row.state === 'waitlisted' ? row.wait_position : row.state))).toEqual([
      ...Array<string>(10).fill('accepted'),
      ...Array.from({ length: 40 }, (_, i) => i + 1),
    ]);
    for (const row of rows) expect(await historyOf(row.id)).toEqual([`->${row.state}`]);

    // What each member was told when applying is what the database holds.
    const told = replies.map((reply) => reply.body.data!);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(told.map((one) => [one.state, one.waitPosition])).toEqual(
      told.map((one) => [byId.get(one.id)?.state, byId.get(one.id)?.wait_position ?? null]),
    );
    // And what each reads back on the other instance: their own application only, with the same place.
    const mine = await Promise.all(
      crowd.map((member, index) =>
        call<Applied[]>([B, A][index % 2]!.url, 'GET', '/rest-api/retreats/applications', { token: member.token }),
      ),
    );
    expect(mine.map((reply) => reply.body.data!.map((one) => [one.id, one.state, one.waitPosition]))).toEqual(
      told.map((one) => [[one.id, one.state, one.waitPosition]]),
    );
  });

  it('a yogi cancelling on one instance while the other’s sweep releases the same place: one of the two stands and the place is offered once', async () => {
    const courseId = await openCourse('Ten-day course, one place', 1);
    const [holder, second, third] = await signedIn(3, 'retreat-sweep');
    const apply = async (member: { token: string }, name: string) =>
      (await call<Applied>(A.url, 'POST', `/rest-api/retreats/courses/${courseId}/apply`, { token: member.token, body: form(name) })).body
        .data!;
    const held = await apply(holder!, 'U Holder');
    const next = await apply(second!, 'U Second');
    const last = await apply(third!, 'U Third');
    expect([held.state, next.waitPosition, last.waitPosition]).toEqual(['accepted', 1, 2]);

    // The place is not reconfirmed in time: the sweep (every minute, and once when an instance
    // starts, on whichever instance takes the job's lock) releases it and offers it to the first of
    // the list. Holding the application's row, this test stops that sweep in the middle of its
    // transaction, with the course locked, then sends the yogi's cancellation to the other instance.
    await B.stop();
    await database.query("update retreat_applications set reconfirm_deadline = now() + interval '1 second' where id = $1", [held.id]);
    const gate = new pg.Client({ connectionString: database.url });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('select id from retreat_applications where id = $1 for update', [held.id]);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      // B starts again (a deploy): its first sweep comes at once, unless A's minute came first.
      B = await startInstance({ name: 'B', databaseUrl: named(database.url, 'instance-B'), dataDir: data.dir });
      const sweeper = await until(async () => {
        const [waiting] = await database.query<{ application_name: string }>(
          `select a.application_name from pg_stat_activity a
           where a.wait_event_type = 'Lock' and a.query ilike 'update "retreat_applications"%'
             and exists (select 1 from pg_locks l where l.pid = a.pid and l.locktype = 'advisory' and l.granted)`,
        );
        return waiting?.application_name;
      });
      const canceller = sweeper === 'instance-A' ? B : A;
      const cancelled = call<Applied>(canceller.url, 'POST', `/rest-api/retreats/applications/${held.id}/cancel`, { token: holder!.token });
      await until(async () => {
        const [waiting] = await database.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and application_name = $1",
          [`instance-${canceller.name}`],
        );
        return waiting!.n > 0 ? true : undefined;
      }, 50);
      await gate.query('commit');

      // The sweep was first (it held the course): the place is released, the cancellation finds it gone.
      const reply = await cancelled;
      expect(reply.body.respCode, JSON.stringify(reply.body)).toBe('0042');
    } finally {
      await gate.end();
    }
    expect(await historyOf(held.id)).toEqual(['->accepted', 'accepted>released']);
    expect(await historyOf(next.id)).toEqual(['->waitlisted', 'waitlisted>offered']);
    expect(await historyOf(last.id)).toEqual(['->waitlisted']);
    const rows = await rowsOf(courseId);
    expect(rows.map((row) => [row.id, row.state, row.wait_position])).toEqual([
      [held.id, 'released', null],
      [next.id, 'offered', null],
      [last.id, 'waitlisted', 1],
    ]);
    // Told once of the offer: the notice of the wait list and the one of the offer.
    const notices = await database.query<{ n: number }>(
      "select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.username = $1 and n.link = '/profile/retreats'",
      [second!.userName],
    );
    expect(notices[0]!.n).toBe(2);
  });
});
