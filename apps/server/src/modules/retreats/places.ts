import { and, asc, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  PLACE_HOLDING_STATES,
  RECONFIRM_DEADLINE_DAYS_BEFORE,
  RECONFIRM_MIN_HOURS,
  RECONFIRM_OPENS_DAYS,
  retreatApplicationStateKeys,
  retreatGroupKeys,
  type GroupCounts,
  type RetreatApplicationState,
  type RetreatGroup,
  type RetreatHistoryActor,
} from '@mahasi/contract/retreat';
import type { Db } from '../../db/client.js';
import { DAY_MS, yangonDay, yangonInstant } from '../../lib/yangonTime.js';
import { retreatApplicationHistory, retreatApplications, retreatCourses } from './schema.js';

/**
 * The places of a course and the moves of its applications (decision 0054). Every change of an
 * application first locks its course's row (`lockCourse`: SELECT … FOR UPDATE), so the changes of
 * one course's applications happen one after another whichever instance makes them: a place is
 * counted and taken under the same lock, and never given twice. What the yogi is told is returned
 * to the caller (`Told`), who writes it in the same transaction.
 */

export type CourseRow = typeof retreatCourses.$inferSelect;
export type ApplicationRow = typeof retreatApplications.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

export const capacityOf = (course: CourseRow, group: RetreatGroup): number =>
  ({ male: course.capacityMale, female: course.capacityFemale, monk: course.capacityMonk, nun: course.capacityNun })[group];

/** The course begins at the first moment of its start day, Myanmar time; a course without dates never begins. */
export const startOf = (course: Pick<CourseRow, 'startDate'>): Date | null => (course.startDate ? yangonInstant(course.startDate) : null);
export const hasStarted = (course: CourseRow, at: Date): boolean => {
  const start = startOf(course);
  return start !== null && start.getTime() <= at.getTime();
};
/** When the reconfirm button starts to work. */
export const reconfirmOpensAt = (course: CourseRow): Date | null => {
  const start = startOf(course);
  return start && new Date(start.getTime() - RECONFIRM_OPENS_DAYS * DAY_MS);
};
/** The deadline of a place taken at `at`: the day before the start, or at least 48 hours later, never after the start. */
export function reconfirmDeadlineOf(course: CourseRow, at: Date): Date | null {
  const start = startOf(course);
  if (!start) return null;
  const usual = start.getTime() - RECONFIRM_DEADLINE_DAYS_BEFORE * DAY_MS;
  return new Date(Math.min(start.getTime(), Math.max(usual, at.getTime() + RECONFIRM_MIN_HOURS * HOUR_MS)));
}

/** The course's row, locked until the transaction ends; undefined if there is none. */
export async function lockCourse(tx: Db, courseId: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(retreatCourses).where(eq(retreatCourses.id, courseId)).for('update').limit(1);
  return row;
}

export async function applicationById(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(retreatApplications).where(eq(retreatApplications.id, id)).limit(1);
  return row;
}

/** Places of a group held now (offered, accepted, confirmed, arrived or not come). */
export async function heldPlaces(tx: Db, courseId: number, group: RetreatGroup): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(retreatApplications)
    .where(
      and(
        eq(retreatApplications.courseId, courseId),
        eq(retreatApplications.group, group),
        inArray(retreatApplications.state, [...PLACE_HOLDING_STATES]),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function waitingCount(tx: Db, courseId: number, group: RetreatGroup): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(retreatApplications)
    .where(
      and(eq(retreatApplications.courseId, courseId), eq(retreatApplications.group, group), eq(retreatApplications.state, 'waitlisted')),
    );
  return Number(row?.n ?? 0);
}

/** Live counts per group and state of several courses at once (the desk's list). */
export async function countsOf(db: Db, courses: CourseRow[]): Promise<Map<number, GroupCounts[]>> {
  const result = new Map<number, GroupCounts[]>();
  if (!courses.length) return result;
  const rows = await db
    .select({ courseId: retreatApplications.courseId, group: retreatApplications.group, state: retreatApplications.state, n: count() })
    .from(retreatApplications)
    .where(
      inArray(
        retreatApplications.courseId,
        courses.map((course) => course.id),
      ),
    )
    .groupBy(retreatApplications.courseId, retreatApplications.group, retreatApplications.state);
  for (const course of courses) {
    const groups = retreatGroupKeys.map((group): GroupCounts => {
      const states = Object.fromEntries(retreatApplicationStateKeys.map((state) => [state, 0])) as Record<RetreatApplicationState, number>;
      for (const row of rows)
        if (row.courseId === course.id && row.group === group) states[row.state as RetreatApplicationState] = Number(row.n);
      const held = PLACE_HOLDING_STATES.reduce((sum, state) => sum + states[state], 0);
      const capacity = capacityOf(course, group);
      return { group, capacity, free: Math.max(0, capacity - held), states };
    });
    result.set(course.id, groups);
  }
  return result;
}

/** Who made a change: the member, a staff member, or the system (a job). */
export interface Mover {
  by: RetreatHistoryActor;
  staffId?: number | null;
  staffName?: string | null;
}
export const SYSTEM: Mover = { by: 'system' };

/** What the yogi is told of a change (in-app and e-mail, in their language). */
export type Told =
  | { event: 'received' | 'accepted' | 'confirmed' | 'declined' | 'cancelled' | 'released' | 'lapsed' | 'waitlisted' | 'offered' }
  | { event: 'reminder'; days: number };

export interface Moved {
  row: ApplicationRow;
  told: Told[];
}

/**
 * One move of an application's state (under its course's lock): the row's new columns, its history
 * entry, and the wait list closed up behind it when it leaves the list.
 */
export async function moveApplication(
  tx: Db,
  row: ApplicationRow,
  to: RetreatApplicationState,
  mover: Mover,
  at: Date,
  options: { note?: string; noteToYogi?: boolean; set?: Partial<ApplicationRow> } = {},
): Promise<ApplicationRow> {
  const leavesList = row.state === 'waitlisted' && to !== 'waitlisted';
  const [next] = await tx
    .update(retreatApplications)
    .set({
      state: to,
      ...(leavesList ? { waitPosition: null } : {}),
      ...(to === 'offered' ? {} : { offerExpiresAt: null }),
      ...(to === 'accepted' ? {} : { reconfirmDeadline: null }),
      ...(options.noteToYogi ? { note: options.note ?? '' } : {}),
      ...options.set,
      version: row.version + 1,
      updatedAt: at,
    })
    .where(eq(retreatApplications.id, row.id))
    .returning();
  if (leavesList && row.waitPosition !== null) await closeUp(tx, row.courseId, row.group, row.waitPosition);
  await tx.insert(retreatApplicationHistory).values({
    applicationId: row.id,
    fromState: row.state,
    toState: to,
    actor: mover.by,
    staffId: mover.staffId ?? null,
    staffName: mover.staffName ?? null,
    note: options.note ?? '',
    at,
  });
  return next!;
}

/** The history's first entry of a new application. */
export async function recordApplied(tx: Db, row: ApplicationRow, at: Date): Promise<void> {
  await tx.insert(retreatApplicationHistory).values({ applicationId: row.id, fromState: null, toState: row.state, actor: 'member', at });
}

/** Everyone behind a position that was left moves up one. */
async function closeUp(tx: Db, courseId: number, group: string, position: number): Promise<void> {
  await tx
    .update(retreatApplications)
    .set({ waitPosition: sql`${retreatApplications.waitPosition} - 1` })
    .where(
      and(
        eq(retreatApplications.courseId, courseId),
        eq(retreatApplications.group, group),
        eq(retreatApplications.state, 'waitlisted'),
        gt(retreatApplications.waitPosition, position),
      ),
    );
}

/** Moves a wait-listed application to `position` (1…n), shifting those between. */
export async function moveOnList(tx: Db, row: ApplicationRow, position: number): Promise<void> {
  const from = row.waitPosition!;
  if (position === from) return;
  const inGroup = and(
    eq(retreatApplications.courseId, row.courseId),
    eq(retreatApplications.group, row.group),
    eq(retreatApplications.state, 'waitlisted'),
  );
  // Park it at 0, shift the others, then place it: positions stay unique at every step.
  await tx.update(retreatApplications).set({ waitPosition: 0 }).where(eq(retreatApplications.id, row.id));
  if (position < from)
    await tx
      .update(retreatApplications)
      .set({ waitPosition: sql`${retreatApplications.waitPosition} + 1` })
      .where(and(inGroup, sql`${retreatApplications.waitPosition} >= ${position} and ${retreatApplications.waitPosition} < ${from}`));
  else
    await tx
      .update(retreatApplications)
      .set({ waitPosition: sql`${retreatApplications.waitPosition} - 1` })
      .where(and(inGroup, sql`${retreatApplications.waitPosition} > ${from} and ${retreatApplications.waitPosition} <= ${position}`));
  await tx.update(retreatApplications).set({ waitPosition: position }).where(eq(retreatApplications.id, row.id));
}

/**
 * A place taken (an acceptance, an offer accepted): accepted with its reconfirm deadline, or at once
 * confirmed when the yogi takes it themselves inside the reconfirm window (they have just said yes).
 */
export function placeTaken(course: CourseRow, at: Date, byYogi: boolean): { to: 'accepted' | 'confirmed'; set: Partial<ApplicationRow> } {
  const opens = reconfirmOpensAt(course);
  if (byYogi && opens && at.getTime() >= opens.getTime()) return { to: 'confirmed', set: {} };
  return { to: 'accepted', set: { reconfirmDeadline: reconfirmDeadlineOf(course, at), remindedDays: null } };
}

/**
 * Offers the free places of a course (locked by the caller) to the first of each group's wait list,
 * until the course begins: each offer holds its place for the course's offer hours (never past the
 * start). Returns the offers made.
 */
export async function offerFreePlaces(tx: Db, course: CourseRow, at: Date): Promise<Moved[]> {
  if (!course.published || course.deletedAt || hasStarted(course, at)) return [];
  const start = startOf(course);
  const made: Moved[] = [];
  for (const group of retreatGroupKeys) {
    let free = capacityOf(course, group) - (await heldPlaces(tx, course.id, group));
    while (free > 0) {
      const [first] = await tx
        .select()
        .from(retreatApplications)
        .where(
          and(
            eq(retreatApplications.courseId, course.id),
            eq(retreatApplications.group, group),
            eq(retreatApplications.state, 'waitlisted'),
          ),
        )
        .orderBy(asc(retreatApplications.waitPosition))
        .limit(1);
      if (!first) break;
      const expires = Math.min(at.getTime() + course.offerHours * HOUR_MS, start ? start.getTime() : Number.POSITIVE_INFINITY);
      const row = await moveApplication(tx, first, 'offered', SYSTEM, at, {
        note: '',
        set: { offerExpiresAt: new Date(expires) },
      });
      made.push({ row, told: [{ event: 'offered' }] });
      free--;
    }
  }
  return made;
}

/** Courses with a free place and someone waiting for it (the job's sweep): ids only, locked one by one after. */
export async function coursesToFill(tx: Db, at: Date): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ courseId: retreatApplications.courseId })
    .from(retreatApplications)
    .innerJoin(retreatCourses, eq(retreatCourses.id, retreatApplications.courseId))
    .where(
      and(
        eq(retreatApplications.state, 'waitlisted'),
        eq(retreatCourses.published, true),
        isNull(retreatCourses.deletedAt),
        // Courses not begun (offerFreePlaces checks the instant under the lock).
        gte(retreatCourses.startDate, yangonDay(at)),
      ),
    );
  return rows.map((row) => row.courseId).sort((a, b) => a - b);
}
