import os from 'node:os';
import { sql } from 'drizzle-orm';
import { retreatApplication } from '../apps/server/resilience/harness.js';
import { log, seededDatabase, startServer, stop, type Kind } from './harness.js';

/**
 * A retreat course's opening minute (decision 0054): `applicants` members who have signed in apply
 * at the same moment for the `places` places of one group of a first-come course, on the real
 * server. Records how long each apply took (p50, p95, p99, slowest: every application of the course
 * waits for the course row's lock, so this is the queue a crowd makes), and checks the outcome from
 * the replies and from the database: exactly `places` places held, everyone else on the wait list
 * at 1…n, no position twice. An outcome that is not that is a broken server, not a slow one: it is
 * named in `problems` and the run fails.
 */

export interface RetreatsMeasure {
  applicants: number;
  places: number;
  /** Applications holding a place, in the database. */
  held: number;
  waitlisted: number;
  /** Replies that were not 200 with respCode 0000. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  maxMs: number;
  /** From the first request sent to the last reply. */
  seconds: number;
  /** The machine's 1-minute load average before and after. */
  loadBefore: number;
  loadAfter: number;
  /** Overbooking, gaps or duplicates on the list, failed requests: empty when all is right. */
  problems: string[];
}

const API_KEY = 'mahasi-web-public-key';
const PASSWORD = 'Metta2026!';
const DAY_MS = 24 * 60 * 60 * 1000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const round = (n: number) => Math.round(n * 10) / 10;
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export async function measureRetreats(
  kind: Kind,
  { applicants, places }: { applicants: number; places: number },
): Promise<RetreatsMeasure> {
  log(`\n[${kind}] retreats: ${applicants} members applying at once for ${places} places…`);
  const { m, database, env, dispose } = await seededDatabase(kind, {
    name: `mahasi_bench_retreats_${process.pid}`,
    folder: 'mahasi-bench-retreats-',
  });
  let courseId = 0;
  try {
    // Members as registration leaves them, with the demo member's password; a course beginning in 30 days.
    await database.db.execute(
      sql.raw(`insert into users (user_full_name, email, username, password_hash, confirmed_at)
        select 'Yogi ' || g, 'retreat-' || g || '@bench.test', 'retreat-' || g || '@bench.test',
          (select password_hash from users where username = 'demo@mahasi.org'), now()
        from generate_series(1, ${applicants}) g`),
    );
    const start = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 40 * DAY_MS).toISOString().slice(0, 10);
    const [course] = m.rowsOf<{ id: number }>(
      await database.db.execute(
        sql.raw(`insert into retreat_courses (title_en, title_mm, teacher_en, teacher_mm, kind, start_date, end_date,
            capacity_male, admission_mode, applications_open, published)
          values ('Ten-day course (bench)', 'ဆယ်ရက် သင်တန်း', 'Sayadaw U Pandita', 'ဆရာတော် ဦးပဏ္ဍိတ', 'ten-day',
            '${start}', '${end}', ${places}, 'first-come', true, true)
          returning id`),
      ),
    );
    courseId = course!.id;
  } finally {
    await database.close();
  }

  const server = await startServer(env);
  const result = await (async () => {
    try {
      const tokens: string[] = [];
      for (let first = 1; first <= applicants; first += 20) {
        const batch = Array.from({ length: Math.min(20, applicants - first + 1) }, (_, i) => first + i);
        tokens.push(
          ...(await Promise.all(
            batch.map(async (n) => {
              const reply = await fetch(`${server.url}/rest-web-api/auth/token`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
                body: JSON.stringify({ userName: `retreat-${n}@bench.test`, password: PASSWORD, userType: '2' }),
              });
              const body = (await reply.json()) as { data?: { token: string } };
              if (!body.data?.token) throw new Error(`retreats: the sign-in of member ${n} failed: ${JSON.stringify(body)}`);
              return body.data.token;
            }),
          )),
        );
      }
      // Each member has the course open and is signed in (their session known to the server), as
      // in the minute before applications open; what is timed is the apply alone.
      for (let first = 0; first < tokens.length; first += 20)
        await Promise.all(
          tokens.slice(first, first + 20).map(async (token) => {
            for (const url of [`/rest-api/retreats/courses/${courseId}`, '/rest-api/retreats/applications']) {
              const reply = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
              if (reply.status !== 200) throw new Error(`retreats: ${url} answered ${reply.status}: ${await reply.text()}`);
              await reply.arrayBuffer();
            }
          }),
        );
      const loadBefore = round(os.loadavg()[0]!);
      const began = performance.now();
      const replies = await Promise.all(
        tokens.map(async (token, index) => {
          const sent = performance.now();
          const reply = await fetch(`${server.url}/rest-api/retreats/courses/${courseId}/apply`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(retreatApplication(`U Yogi ${index + 1}`)),
          });
          const body = (await reply.json().catch(() => ({}))) as {
            respCode?: string;
            data?: { state: string; waitPosition: number | null };
          };
          return { ms: performance.now() - sent, ok: reply.status === 200 && body.respCode === '0000', data: body.data };
        }),
      );
      const seconds = round((performance.now() - began) / 1000);
      const times = replies.map((reply) => reply.ms).sort((a, b) => a - b);
      return { replies, times, seconds, loadBefore };
    } finally {
      await stop(server.process);
    }
  })();

  // Read back once the server has stopped (PGlite is one process's at a time).
  const check = await m.openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  try {
    const rows = m.rowsOf<{ state: string; wait_position: number | null }>(
      await check.db.execute(sql.raw(`select state, wait_position from retreat_applications where course_id = ${courseId}`)),
    );
    const holding = ['offered', 'accepted', 'confirmed', 'arrived', 'no_show'];
    const held = rows.filter((row) => holding.includes(row.state)).length;
    const positions = rows
      .filter((row) => row.state === 'waitlisted')
      .map((row) => row.wait_position ?? 0)
      .sort((a, b) => a - b);
    const told = result.replies.flatMap((reply) => (reply.data ? [reply.data] : []));
    const toldHeld = told.filter((one) => holding.includes(one.state)).length;
    const toldPositions = told
      .filter((one) => one.state === 'waitlisted')
      .map((one) => one.waitPosition ?? 0)
      .sort((a, b) => a - b);
    const errors = result.replies.filter((reply) => !reply.ok).length;
    const waiting = applicants - places;
    const problems: string[] = [];
    if (held > places) problems.push(`OVERBOOKED: ${held} places held in the database for ${places}`);
    if (toldHeld > places) problems.push(`OVERBOOKED: ${toldHeld} members were told they have a place, for ${places}`);
    if (held !== Math.min(places, applicants)) problems.push(`${held} places held in the database, ${places} expected`);
    if (rows.length !== applicants) problems.push(`${rows.length} applications in the database for ${applicants} applicants`);
    if (JSON.stringify(positions) !== JSON.stringify(oneToN(waiting)))
      problems.push(`the wait list in the database is not 1…${waiting}: ${positions.join(', ')}`);
    if (JSON.stringify(toldPositions) !== JSON.stringify(oneToN(waiting)))
      problems.push(`the positions the members were told are not 1…${waiting}: ${toldPositions.join(', ')}`);
    if (errors) problems.push(`${errors} of ${applicants} applications failed`);
    return {
      applicants,
      places,
      held,
      waitlisted: positions.length,
      errors,
      p50: Math.round(percentile(result.times, 50)),
      p95: Math.round(percentile(result.times, 95)),
      p99: Math.round(percentile(result.times, 99)),
      maxMs: Math.round(result.times.at(-1) ?? 0),
      seconds: result.seconds,
      loadBefore: result.loadBefore,
      loadAfter: round(os.loadavg()[0]!),
      problems,
    };
  } finally {
    await check.close();
    await dispose();
  }
}

/** The printed section of the step. */
export const retreatsText = (kind: Kind, r: RetreatsMeasure): string =>
  [
    `\n### Retreats on ${kind}: ${r.applicants} members applying at once for ${r.places} places\n`,
    `Apply: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, slowest ${r.maxMs} ms; all ${r.applicants} answered in ${r.seconds} s (load average ${r.loadBefore} before, ${r.loadAfter} after).`,
    r.problems.length
      ? `NOT RIGHT:\n${r.problems.map((problem) => `  - ${problem}`).join('\n')}`
      : `${r.held} places held, ${r.waitlisted} on the wait list at 1…${r.waitlisted}: no overbooking, no gap, no position twice.`,
  ].join('\n');
