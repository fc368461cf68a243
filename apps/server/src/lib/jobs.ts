import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/client.js';

export interface Job {
  /** Also the advisory lock's key: one name, one lock, in every process. */
  name: string;
  everyMs: number;
  /** Runs inside a transaction that holds the job's lock; what it returns is logged when it did something. */
  run(tx: Db): Promise<number | unknown[]>;
  /**
   * Runs with what `run` returned once its transaction has committed, outside it: slow work that
   * must not hold the database (sending what `run` claimed). Overlapping runs of the job in this
   * process wait for it.
   */
  after?(result: never): Promise<void>;
}

/** A stable 32-bit key for pg_try_advisory_xact_lock from a job's name. */
export function lockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Scheduled work (publishing scheduled posts, purging the bin and unused uploads) in the app
 * processes themselves, no queue server: each run takes a transaction-scoped advisory lock, so
 * with several processes on one PostgreSQL a job runs in one of them at a time, and each job's
 * writes are conditional updates that do their work once whoever runs them.
 */
export function scheduler(
  db: Db,
  jobs: Job[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  /** Told of each run (metrics): ran, skipped (another process held the lock) or failed. */
  observe: (job: string, outcome: 'ran' | 'skipped' | 'failed') => void = () => undefined,
) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  /** Transactions under way: a stopping process lets them end before its pool closes. */
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;

  async function runJob(job: Job): Promise<{ ran: boolean; result?: number | unknown[] }> {
    if (stopped || running.has(job.name)) return { ran: false };
    running.add(job.name);
    try {
      const transaction = db.transaction(async (tx) => {
        const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as locked`));
        if (!lock?.locked) return { ran: false };
        const result = await job.run(tx);
        const did = Array.isArray(result) ? result.length : result;
        if (did) log.info({ job: job.name, did }, 'scheduled job did work');
        return { ran: true, result };
      });
      underWay.add(transaction);
      const outcome = await transaction.finally(() => underWay.delete(transaction));
      if (outcome.ran && job.after) await job.after(outcome.result as never);
      observe(job.name, outcome.ran ? 'ran' : 'skipped');
      return outcome;
    } catch (error) {
      observe(job.name, 'failed');
      throw error;
    } finally {
      running.delete(job.name);
    }
  }

  return {
    /** Every job once, now (tests; and at start, so nothing waits a whole interval). */
    async runAll(): Promise<Record<string, { ran: boolean; result?: number | unknown[] }>> {
      const results: Record<string, { ran: boolean; result?: number | unknown[] }> = {};
      for (const job of jobs) if (!stopped) results[job.name] = await runJob(job);
      return results;
    },
    runJob: (name: string) => runJob(jobs.find((job) => job.name === name)!),
    start(): void {
      for (const job of jobs) {
        const timer = setInterval(() => {
          runJob(job).catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'));
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** No job starts after this; resolves once the transactions under way have ended (their `after` is not waited for). */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...underWay]);
    },
  };
}

export type Scheduler = ReturnType<typeof scheduler>;
