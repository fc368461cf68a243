import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { NotiType } from '@mahasi/contract/notification';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  applyPayload,
  CANCELLABLE_STATES,
  RECONFIRM_REMINDER_DAYS,
  RetreatRespCode,
  retreatSensitiveRoles,
  staffApplicationFilter,
  type ApplicationAnswers,
  type ApplicationHistoryEntry,
  type DeskCourseRow,
  type GroupCounts,
  type MemberApplication,
  type MemberApplicationDetail,
  type RetreatApplicationState,
  type RetreatCourseKind,
  type RetreatGroup,
  type RetreatHistoryActor,
  type RetreatLanguage,
  type RetreatLetter,
  type RetreatMemberAction,
  type RetreatNextAction,
  type StaffApplicationDetail,
  type StaffApplicationRow,
  type StaffDecisionPayload,
  type StaffMovePayload,
} from '@mahasi/contract/retreat';
import type { Paged } from '@mahasi/contract/envelope';
import { users } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import type { Deliveries } from '../../mail/deliveries.js';
import { BusinessError, forbidden, HttpError, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import { containsText, storedText } from '../../lib/text.js';
import { actorOf, type StaffCaller } from '../../lib/staffCaller.js';
import { DAY_MS } from '../../lib/yangonTime.js';
import type { MailQueue } from '../mail/queue.js';
import type { NotificationService } from '../notifications/service.js';
import { recordAudit } from '../staff/audit.js';
import {
  applicationById,
  capacityOf,
  countsOf,
  coursesToFill,
  hasStarted,
  heldPlaces,
  lockCourse,
  moveApplication,
  moveOnList,
  offerFreePlaces,
  placeTaken,
  reconfirmOpensAt,
  recordApplied,
  startOf,
  SYSTEM,
  waitingCount,
  type ApplicationRow,
  type CourseRow,
  type Mover,
  type Moved,
  type Told,
} from './places.js';
import { retreatApplicationHistory, retreatApplications, retreatCourses } from './schema.js';
import { MY_RETREATS_PATH, paragraphsHtml, toldText } from './texts.js';
import { toDeskCourse, withoutLongTexts } from './desk.js';
import { letterFile, lettersOf } from './letters.js';

export interface RetreatDeps {
  db: Db;
  now: () => Date;
  notifications: Pick<NotificationService, 'notifyUser'>;
  mail: Pick<MailQueue, 'keep' | 'sendNow'>;
  deliveries: Deliveries;
  /** The centre's inbox, written on the yogis' letters (the configuration's ORG_EMAIL). */
  centreEmail: string;
}

/** A member's call (the session's user). */
export interface MemberCaller {
  userId: number;
}

const notNow = () => new BusinessError(RetreatRespCode.NOT_NOW);
const staffNotNow = (message?: string) => new BusinessError(StaffRespCode.NOT_ALLOWED_NOW, message);
const isOneOf = <T extends string>(value: string, list: readonly T[]): value is T => (list as readonly string[]).includes(value);
/** A second open application of a member for a course (the partial unique index). */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Applications to retreat courses (decision 0054): what members do (apply, cancel, reconfirm,
 * answer an offer), what the registrar does (accept, wait-list, decline, move on the list, check
 * in, roster, messages) and what the scheduled sweep does (offers, lapsed offers, released places,
 * reminders). Every change runs in one transaction that first locks the course's row, then reads
 * the application fresh: a change made by someone else first is seen, and each race settles once.
 * What the yogi is told is written in the same transaction (in-app notification, and the mail kept
 * in the outgoing queue), and the mail goes once it has committed.
 */
export function retreatService(deps: RetreatDeps) {
  const { db, now, notifications, mail } = deps;

  // -------------------------------------------------------------------------------------------
  // Telling the yogi

  async function emailOf(tx: Db, row: ApplicationRow): Promise<string> {
    if (row.email) return row.email;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.memberId)).limit(1);
    return user?.email ?? '';
  }

  /** In-app (type 3, Event) and e-mail, in the yogi's language; returns the kept mails to send after the commit. */
  async function tell(tx: Db, row: ApplicationRow, course: CourseRow, told: Told, note = ''): Promise<number[]> {
    const lang = (row.language === 'mm' ? 'mm' : 'en') as RetreatLanguage;
    const text = toldText(told, row, course, lang);
    const paragraphs = note ? [...text.paragraphs, note] : text.paragraphs;
    await notifications.notifyUser(
      row.memberId,
      { notiType: NotiType.EVENT, subject: text.subject, content: paragraphsHtml(paragraphs), link: MY_RETREATS_PATH, at: now() },
      tx,
    );
    const to = await emailOf(tx, row);
    if (!to) return [];
    return [await mail.keep(tx, { to, subject: text.subject, text: paragraphs.join('\n\n') }, { kind: 'retreat.mail', refId: row.id })];
  }

  async function tellAll(tx: Db, course: CourseRow, moved: Moved[]): Promise<number[]> {
    const ids: number[] = [];
    for (const { row, told } of moved) for (const one of told) ids.push(...(await tell(tx, row, course, one)));
    return ids;
  }

  /** The kept mails' first attempt, after the reply (the outgoing queue's job retries what fails). */
  function sendAfter(ids: number[]): void {
    if (!ids.length) return;
    deps.deliveries.later(async () => {
      for (const id of ids) await mail.sendNow(id);
    });
  }

  /**
   * Runs `work` on an application under its course's lock, with the row read after the lock.
   * `owner`: only this member's application (403 for anyone else's).
   */
  async function onApplication<T>(
    id: number,
    owner: number | undefined,
    work: (tx: Db, row: ApplicationRow, course: CourseRow, mails: number[]) => Promise<T>,
  ): Promise<T> {
    const first = await applicationById(db, id);
    if (!first) throw notFound();
    if (owner !== undefined && first.memberId !== owner) throw forbidden();
    const mails: number[] = [];
    const result = await db.transaction(async (tx) => {
      const course = await lockCourse(tx, first.courseId);
      const row = await applicationById(tx, id);
      if (!course || !row) throw notFound();
      return work(tx, row, course, mails);
    });
    sendAfter(mails);
    return result;
  }

  /** Moves an application and, when it let a place go, offers the place to the next of its group. */
  async function moveAndRefill(
    tx: Db,
    row: ApplicationRow,
    course: CourseRow,
    to: RetreatApplicationState,
    mover: Mover,
    mails: number[],
    options: { note?: string; noteToYogi?: boolean; set?: Partial<ApplicationRow>; told?: Told } = {},
  ): Promise<ApplicationRow> {
    const at = now();
    const next = await moveApplication(tx, row, to, mover, at, options);
    if (options.told) mails.push(...(await tell(tx, next, course, options.told, options.noteToYogi ? (options.note ?? '') : '')));
    mails.push(...(await tellAll(tx, course, await offerFreePlaces(tx, course, at))));
    return next;
  }

  // -------------------------------------------------------------------------------------------
  // Reading applications

  function nextActionOf(row: ApplicationRow, course: CourseRow, at: Date): { next: RetreatNextAction; actions: RetreatMemberAction[] } {
    const actions: RetreatMemberAction[] = [];
    const started = hasStarted(course, at);
    if (isOneOf(row.state, CANCELLABLE_STATES) && !started) actions.push('cancel');
    const opens = reconfirmOpensAt(course);
    const inWindow =
      row.state === 'accepted' && opens !== null && at >= opens && row.reconfirmDeadline !== null && at < row.reconfirmDeadline;
    if (inWindow) actions.push('reconfirm');
    const offerOpen = row.state === 'offered' && row.offerExpiresAt !== null && at < row.offerExpiresAt;
    if (offerOpen) actions.push('accept-offer', 'decline-offer');
    const next: RetreatNextAction = (() => {
      switch (row.state) {
        case 'applied':
          return 'wait-for-review';
        case 'waitlisted':
          return 'wait-on-list';
        case 'offered':
          return offerOpen ? 'answer-offer' : 'none';
        case 'accepted':
          return inWindow ? 'reconfirm' : opens && at < opens ? 'wait-for-reconfirm' : 'none';
        case 'confirmed':
          return started ? 'none' : 'come';
        default:
          return 'none';
      }
    })();
    return { next, actions: next === 'none' && row.state !== 'confirmed' ? actions.filter((a) => a === 'cancel') : actions };
  }

  function toMemberApplication(row: ApplicationRow, course: CourseRow, at: Date): MemberApplication {
    const { next, actions } = nextActionOf(row, course, at);
    return {
      id: row.id,
      version: row.version,
      course: {
        id: course.id,
        titleEn: course.titleEn,
        titleMm: course.titleMm,
        kind: course.kind as RetreatCourseKind,
        startDate: course.startDate ?? '',
        endDate: course.endDate ?? '',
      },
      group: row.group as RetreatGroup,
      state: row.state as RetreatApplicationState,
      waitPosition: row.state === 'waitlisted' ? row.waitPosition : null,
      offerExpiresAt: row.state === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
      reconfirmOpensAt: row.state === 'accepted' ? (reconfirmOpensAt(course)?.toISOString() ?? null) : null,
      reconfirmDeadline: row.state === 'accepted' ? (row.reconfirmDeadline?.toISOString() ?? null) : null,
      nextAction: next,
      actions,
      letters: lettersOf(row),
      note: row.note,
      language: row.language as RetreatLanguage,
      appliedAt: row.appliedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function historyOf(exec: Db, id: number) {
    return exec
      .select()
      .from(retreatApplicationHistory)
      .where(eq(retreatApplicationHistory.applicationId, id))
      .orderBy(asc(retreatApplicationHistory.id));
  }

  const toHistory = (entry: typeof retreatApplicationHistory.$inferSelect): ApplicationHistoryEntry => ({
    from: entry.fromState as RetreatApplicationState | null,
    to: entry.toState as RetreatApplicationState,
    by: entry.actor as RetreatHistoryActor,
    note: entry.note,
    at: entry.at.toISOString(),
  });

  async function memberDetail(exec: Db, row: ApplicationRow, course: CourseRow): Promise<MemberApplicationDetail> {
    return {
      ...toMemberApplication(row, course, now()),
      answers: row.answers,
      history: (await historyOf(exec, row.id)).map(toHistory),
    };
  }

  /**
   * A letter of an application as a PDF: refused with 409 (0045) when the application has no such
   * letter now (no place held, or no visa letter asked for), so that a file is never an envelope.
   */
  async function letterOf(row: ApplicationRow, letter: RetreatLetter) {
    if (!lettersOf(row).includes(letter)) throw new HttpError(409, RetreatRespCode.NO_LETTER);
    const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, row.courseId)).limit(1);
    return letterFile(letter, { row, course: course!, centreEmail: deps.centreEmail, now: now() });
  }

  // -------------------------------------------------------------------------------------------
  // The member's calls

  const member = {
    /**
     * Applies for a course (one open application per member and course): in a reviewed course the
     * application waits for staff; first come, a place is taken if the group has one left and no one
     * waits before, otherwise the application joins the group's wait list at its end.
     */
    async apply(caller: MemberCaller, courseId: number, input: unknown): Promise<MemberApplicationDetail> {
      const payload = applyPayload.parse(input);
      const { group, language, consent: _consent, ...given } = payload;
      const plain = (value: string) => storedText(value.trim());
      const answers: ApplicationAnswers = {
        ...given,
        fullName: plain(given.fullName),
        previousCourses: plain(given.previousCourses),
        previousTeacher: plain(given.previousTeacher),
        physicalHealthDetails: plain(given.physicalHealthDetails),
        mentalHealthDetails: plain(given.mentalHealthDetails),
        medicationDetails: plain(given.medicationDetails),
        emergencyName: plain(given.emergencyName),
        emergencyRelation: plain(given.emergencyRelation),
        dietDetails: plain(given.dietDetails),
        nationality: plain(given.nationality),
        passportNumber: given.passportNumber.trim().toUpperCase(),
      };
      const mails: number[] = [];
      try {
        const detail = await db.transaction(async (tx) => {
          const course = await lockCourse(tx, courseId);
          if (!course || !course.published || course.deletedAt) throw notFound();
          const at = now();
          if (!course.applicationsOpen || !course.startDate || hasStarted(course, at))
            throw new BusinessError(RetreatRespCode.APPLICATIONS_CLOSED);
          if (capacityOf(course, group) <= 0) throw new BusinessError(RetreatRespCode.GROUP_CLOSED);
          const [open] = await tx
            .select({ id: retreatApplications.id })
            .from(retreatApplications)
            .where(
              and(
                eq(retreatApplications.courseId, courseId),
                eq(retreatApplications.memberId, caller.userId),
                inArray(retreatApplications.state, ['applied', 'waitlisted', 'offered', 'accepted', 'confirmed', 'arrived', 'no_show']),
              ),
            )
            .limit(1);
          if (open) throw new BusinessError(RetreatRespCode.ALREADY_APPLIED);
          const waiting = await waitingCount(tx, courseId, group);
          const free = capacityOf(course, group) - (await heldPlaces(tx, courseId, group));
          const outcome: { state: RetreatApplicationState; set: Partial<ApplicationRow>; told: Told } =
            course.admissionMode === 'reviewed'
              ? { state: 'applied', set: {}, told: { event: 'received' } }
              : free > 0 && waiting === 0
                ? (() => {
                    const taken = placeTaken(course, at, true);
                    return { state: taken.to, set: taken.set, told: { event: taken.to } };
                  })()
                : { state: 'waitlisted', set: { waitPosition: waiting + 1 }, told: { event: 'waitlisted' } };
          const [row] = await tx
            .insert(retreatApplications)
            .values({
              courseId,
              memberId: caller.userId,
              group,
              state: outcome.state,
              answers,
              fullName: answers.fullName,
              email: answers.email,
              phoneNo: answers.phoneNo,
              language,
              appliedAt: at,
              updatedAt: at,
              ...outcome.set,
            })
            .returning();
          await recordApplied(tx, row!, at);
          mails.push(...(await tell(tx, row!, course, outcome.told)));
          // A free place behind a wait list (more places were given): the list's first are offered it.
          if (outcome.state === 'waitlisted') mails.push(...(await tellAll(tx, course, await offerFreePlaces(tx, course, at))));
          const fresh = (await applicationById(tx, row!.id))!;
          return memberDetail(tx, fresh, course);
        });
        sendAfter(mails);
        return detail;
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessError(RetreatRespCode.ALREADY_APPLIED);
        throw error;
      }
    },

    /** The member's applications, newest first, with their state, position and next step. */
    async mine(caller: MemberCaller): Promise<MemberApplication[]> {
      const rows = await db
        .select({ application: retreatApplications, course: retreatCourses })
        .from(retreatApplications)
        .innerJoin(retreatCourses, eq(retreatCourses.id, retreatApplications.courseId))
        .where(eq(retreatApplications.memberId, caller.userId))
        .orderBy(desc(retreatApplications.appliedAt), desc(retreatApplications.id));
      const at = now();
      return rows.map(({ application, course }) => toMemberApplication(application, course, at));
    },

    async one(caller: MemberCaller, id: number): Promise<MemberApplicationDetail> {
      const row = await applicationById(db, id);
      if (!row) throw notFound();
      if (row.memberId !== caller.userId) throw forbidden();
      const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, row.courseId)).limit(1);
      return memberDetail(db, row, course!);
    },

    /** The member's own letter (403 for anyone else's application). */
    async letter(caller: MemberCaller, id: number, letter: RetreatLetter) {
      const row = await applicationById(db, id);
      if (!row) throw notFound();
      if (row.memberId !== caller.userId) throw forbidden();
      return letterOf(row, letter);
    },

    /** Cancelled by the yogi from any open state before the course; a place held goes to the next of the group. */
    async cancel(caller: MemberCaller, id: number): Promise<MemberApplicationDetail> {
      return onApplication(id, caller.userId, async (tx, row, course, mails) => {
        if (!isOneOf(row.state, CANCELLABLE_STATES) || hasStarted(course, now())) throw notNow();
        const next = await moveAndRefill(tx, row, course, 'cancelled', { by: 'member' }, mails, { told: { event: 'cancelled' } });
        return memberDetail(tx, next, course);
      });
    },

    /** Reconfirms a held place inside its window (from 14 days before the start until the deadline). */
    async reconfirm(caller: MemberCaller, id: number): Promise<MemberApplicationDetail> {
      return onApplication(id, caller.userId, async (tx, row, course, mails) => {
        if (row.state !== 'accepted') throw notNow();
        const at = now();
        const opens = reconfirmOpensAt(course);
        if (!opens || at < opens || !row.reconfirmDeadline || at >= row.reconfirmDeadline)
          throw new BusinessError(RetreatRespCode.RECONFIRM_CLOSED);
        const next = await moveApplication(tx, row, 'confirmed', { by: 'member' }, at);
        mails.push(...(await tell(tx, next, course, { event: 'confirmed' })));
        return memberDetail(tx, next, course);
      });
    },

    /** Takes the place offered before the offer expires. */
    async acceptOffer(caller: MemberCaller, id: number): Promise<MemberApplicationDetail> {
      return onApplication(id, caller.userId, async (tx, row, course, mails) => {
        const at = now();
        if (row.state !== 'offered' || !row.offerExpiresAt || at >= row.offerExpiresAt || hasStarted(course, at)) throw notNow();
        const taken = placeTaken(course, at, true);
        const next = await moveApplication(tx, row, taken.to, { by: 'member' }, at, { set: taken.set });
        mails.push(...(await tell(tx, next, course, { event: taken.to })));
        return memberDetail(tx, next, course);
      });
    },

    /** Declines the place offered: it goes to the next of the group. */
    async declineOffer(caller: MemberCaller, id: number): Promise<MemberApplicationDetail> {
      return onApplication(id, caller.userId, async (tx, row, course, mails) => {
        if (row.state !== 'offered') throw notNow();
        const next = await moveAndRefill(tx, row, course, 'cancelled', { by: 'member' }, mails, {
          note: 'declined the offer',
          told: { event: 'cancelled' },
        });
        return memberDetail(tx, next, course);
      });
    },
  };

  // -------------------------------------------------------------------------------------------
  // The desk's calls

  const mayReadSensitive = (caller: StaffCaller) => isOneOf(caller.role, retreatSensitiveRoles);
  const staffMover = (caller: StaffCaller): Mover => ({ by: 'staff', staffId: caller.staffId, staffName: caller.fullName });

  function toStaffRow(row: ApplicationRow, course: Pick<CourseRow, 'titleEn' | 'titleMm'>): StaffApplicationRow {
    return {
      id: row.id,
      version: row.version,
      courseId: row.courseId,
      courseTitleEn: course.titleEn,
      courseTitleMm: course.titleMm,
      memberId: row.memberId,
      fullName: row.fullName,
      email: row.email,
      phoneNo: row.phoneNo,
      age: row.answers.age,
      group: row.group as RetreatGroup,
      state: row.state as RetreatApplicationState,
      waitPosition: row.state === 'waitlisted' ? row.waitPosition : null,
      firstCourse: row.answers.firstCourse,
      foreigner: row.answers.foreigner,
      arrivalTime: row.answers.arrivalTime,
      offerExpiresAt: row.state === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
      reconfirmDeadline: row.state === 'accepted' ? (row.reconfirmDeadline?.toISOString() ?? null) : null,
      language: row.language as RetreatLanguage,
      appliedAt: row.appliedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function staffDetail(exec: Db, caller: StaffCaller, row: ApplicationRow, course: CourseRow): Promise<StaffApplicationDetail> {
    const sensitive = mayReadSensitive(caller);
    const {
      physicalHealth: _ph,
      physicalHealthDetails: _phd,
      mentalHealth: _mh,
      mentalHealthDetails: _mhd,
      takesMedication: _tm,
      medicationDetails: _md,
      nationality: _n,
      passportNumber: _p,
      visaLetter: _v,
      ...rest
    } = row.answers;
    const answers = sensitive ? { ...row.answers, sensitiveHidden: false } : { ...rest, sensitiveHidden: true };
    return {
      ...toStaffRow(row, course),
      note: row.note,
      answers,
      history: (await historyOf(exec, row.id)).map((entry) => ({ ...toHistory(entry), staffName: entry.staffName })),
      letters: sensitive ? lettersOf(row) : [],
    };
  }

  const sortColumns = {
    applied_at: retreatApplications.appliedAt,
    updated_at: retreatApplications.updatedAt,
    name: sql`lower(${retreatApplications.fullName})`,
    wait_position: retreatApplications.waitPosition,
    state: retreatApplications.state,
  } as const;

  /** A staff decision on an application under its course's lock, with the version the desk holds. */
  async function decide(
    caller: StaffCaller,
    id: number,
    version: number,
    work: (tx: Db, row: ApplicationRow, course: CourseRow, mails: number[]) => Promise<ApplicationRow>,
  ): Promise<StaffApplicationDetail> {
    return onApplication(id, undefined, async (tx, row, course, mails) => {
      if (row.version !== version)
        throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
          conflict: { version: row.version, by: null, at: row.updatedAt.toISOString() },
        });
      const before = row.state;
      const next = await work(tx, row, course, mails);
      await recordAudit(tx, actorOf(caller), {
        action: `retreat-application.${next.state === before ? 'move' : next.state}`,
        entityType: 'retreat-application',
        entityId: row.id,
        changes: {
          state: [before, next.state],
          ...(next.waitPosition !== row.waitPosition ? { waitPosition: [row.waitPosition, next.waitPosition] } : {}),
        },
      });
      return staffDetail(tx, caller, next, course);
    });
  }

  const staff = {
    /** The applications, filtered and searched, with the live counts of the course asked for. */
    async list(input: unknown): Promise<Paged<StaffApplicationRow> & { counts: GroupCounts[] }> {
      const query = staffApplicationFilter.parse(input);
      const f = query.searchObj;
      const conditions: (SQL | undefined)[] = [
        f.courseId ? eq(retreatApplications.courseId, f.courseId) : undefined,
        f.group ? eq(retreatApplications.group, f.group) : undefined,
        f.state ? eq(retreatApplications.state, f.state) : undefined,
        f.text ? containsText([retreatApplications.fullName, retreatApplications.email, retreatApplications.phoneNo], f.text) : undefined,
        f.foreigner === undefined ? undefined : sql`(${retreatApplications.answers}->>'foreigner')::boolean = ${f.foreigner}`,
      ];
      const where = and(...conditions);
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({ application: retreatApplications, titleEn: retreatCourses.titleEn, titleMm: retreatCourses.titleMm })
          .from(retreatApplications)
          .innerJoin(retreatCourses, eq(retreatCourses.id, retreatApplications.courseId))
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]), direction(retreatApplications.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)` })
          .from(retreatApplications)
          .where(where),
      ]);
      let counts: GroupCounts[] = [];
      if (f.courseId) {
        const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, f.courseId)).limit(1);
        if (course) counts = (await countsOf(db, [course])).get(course.id)!;
      }
      const numOfRows = Number(total?.n ?? 0);
      return {
        dataList: rows.map((r) => toStaffRow(r.application, r)),
        currentPageNo: query.pageNo,
        pageSize: query.pageSize,
        numOfPages: Math.ceil(numOfRows / query.pageSize),
        numOfRows,
        counts,
      };
    },

    /** One application; the opening is audited (who saw whose answers, and whether health answers were shown). */
    async detail(caller: StaffCaller, id: number): Promise<StaffApplicationDetail> {
      const row = await applicationById(db, id);
      if (!row) throw notFound();
      const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, row.courseId)).limit(1);
      await recordAudit(db, actorOf(caller), {
        action: 'retreat-application.open',
        entityType: 'retreat-application',
        entityId: id,
        changes: { healthAnswers: mayReadSensitive(caller) },
      });
      return staffDetail(db, caller, row, course!);
    },

    /** A yogi's letter, for the registrar to print or send; audited (it carries the passport details). */
    async letter(caller: StaffCaller, id: number, letter: RetreatLetter) {
      const row = await applicationById(db, id);
      if (!row) throw notFound();
      const file = await letterOf(row, letter);
      await recordAudit(db, actorOf(caller), {
        action: 'retreat-application.letter',
        entityType: 'retreat-application',
        entityId: id,
        changes: { letter },
      });
      return file;
    },

    /** Every course not in the bin, newest start first, with its live counts. */
    async summaries(): Promise<DeskCourseRow[]> {
      const courses = await db
        .select()
        .from(retreatCourses)
        .where(isNull(retreatCourses.deletedAt))
        .orderBy(sql`${retreatCourses.startDate} desc nulls last`, desc(retreatCourses.id));
      const counts = await countsOf(db, courses);
      return courses.map((course) => withoutLongTexts(toDeskCourse(course, counts.get(course.id)!)));
    },

    async counts(courseId: number): Promise<GroupCounts[]> {
      const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, courseId)).limit(1);
      if (!course) throw notFound();
      return (await countsOf(db, [course])).get(course.id)!;
    },

    /** Accept (from applied or the wait list) when the group has a place free; the note goes to the yogi. */
    accept(caller: StaffCaller, id: number, input: StaffDecisionPayload) {
      return decide(caller, id, input.version, async (tx, row, course, mails) => {
        if (row.state !== 'applied' && row.state !== 'waitlisted') throw staffNotNow();
        if (hasStarted(course, now())) throw staffNotNow();
        const free = capacityOf(course, row.group as RetreatGroup) - (await heldPlaces(tx, course.id, row.group as RetreatGroup));
        if (free <= 0) throw staffNotNow('No place is free in this group: a place must be released first.');
        const taken = placeTaken(course, now(), false);
        const note = input.note ?? '';
        return moveAndRefill(tx, row, course, taken.to, staffMover(caller), mails, {
          note,
          noteToYogi: true,
          set: taken.set,
          told: { event: taken.to },
        });
      });
    },

    /** Wait-list an application (at the end of its group's list). */
    waitlist(caller: StaffCaller, id: number, input: StaffDecisionPayload) {
      return decide(caller, id, input.version, async (tx, row, course, mails) => {
        if (row.state !== 'applied') throw staffNotNow();
        const position = (await waitingCount(tx, course.id, row.group as RetreatGroup)) + 1;
        const note = input.note ?? '';
        return moveAndRefill(tx, row, course, 'waitlisted', staffMover(caller), mails, {
          note,
          noteToYogi: true,
          set: { waitPosition: position },
          told: { event: 'waitlisted' },
        });
      });
    },

    decline(caller: StaffCaller, id: number, input: StaffDecisionPayload) {
      return decide(caller, id, input.version, async (tx, row, course, mails) => {
        if (row.state !== 'applied' && row.state !== 'waitlisted') throw staffNotNow();
        const note = input.note ?? '';
        return moveAndRefill(tx, row, course, 'declined', staffMover(caller), mails, {
          note,
          noteToYogi: true,
          told: { event: 'declined' },
        });
      });
    },

    /** Moves a wait-listed application to another position of its group's list. */
    move(caller: StaffCaller, id: number, input: StaffMovePayload) {
      return decide(caller, id, input.version, async (tx, row, course) => {
        if (row.state !== 'waitlisted' || row.waitPosition === null) throw staffNotNow();
        const last = await waitingCount(tx, course.id, row.group as RetreatGroup);
        if (input.position > last) throw new ValidationError([{ field: 'position', message: `Must be between 1 and ${last}` }]);
        await moveOnList(tx, row, input.position);
        const [next] = await tx
          .update(retreatApplications)
          .set({ version: row.version + 1, updatedAt: now() })
          .where(eq(retreatApplications.id, row.id))
          .returning();
        return next!;
      });
    },

    /** At the gate: a yogi holding a place has arrived. */
    arrived(caller: StaffCaller, id: number, input: { version: number }) {
      return decide(caller, id, input.version, async (tx, row, course, mails) => {
        if (row.state !== 'accepted' && row.state !== 'confirmed') throw staffNotNow();
        return moveAndRefill(tx, row, course, 'arrived', staffMover(caller), mails);
      });
    },

    /** After the start: a yogi holding a place did not come. */
    noShow(caller: StaffCaller, id: number, input: { version: number }) {
      return decide(caller, id, input.version, async (tx, row, course, mails) => {
        if ((row.state !== 'accepted' && row.state !== 'confirmed') || !hasStarted(course, now()))
          throw staffNotNow('A yogi is marked as not come only once the course has begun.');
        return moveAndRefill(tx, row, course, 'no_show', staffMover(caller), mails);
      });
    },

    /** Opens or closes a course's applications (version-checked like any write of the course). */
    async setApplicationsOpen(caller: StaffCaller, courseId: number, open: boolean, version: number): Promise<CourseRow> {
      return db.transaction(async (tx) => {
        const course = await lockCourse(tx, courseId);
        if (!course) throw notFound();
        if (course.version !== version)
          throw new BusinessError(StaffRespCode.EDIT_CONFLICT, undefined, {
            conflict: { version: course.version, by: course.updatedByName, at: course.updatedAt.toISOString() },
          });
        const at = now();
        const [next] = await tx
          .update(retreatCourses)
          .set({ applicationsOpen: open, version: course.version + 1, updatedAt: at, updatedByName: caller.fullName })
          .where(eq(retreatCourses.id, courseId))
          .returning();
        await recordAudit(tx, actorOf(caller), {
          action: open ? 'retreat-course.openApplications' : 'retreat-course.closeApplications',
          entityType: 'retreat-course',
          entityId: courseId,
        });
        return next!;
      });
    },

    /** Every yogi holding a place (accepted, confirmed, arrived): in-app (type 3) and e-mail. */
    async message(caller: StaffCaller, courseId: number, subject: string, text: string): Promise<number> {
      const mails: number[] = [];
      const sent = await db.transaction(async (tx) => {
        const [course] = await tx.select().from(retreatCourses).where(eq(retreatCourses.id, courseId)).limit(1);
        if (!course) throw notFound();
        const rows = await tx
          .select()
          .from(retreatApplications)
          .where(and(eq(retreatApplications.courseId, courseId), inArray(retreatApplications.state, ['accepted', 'confirmed', 'arrived'])));
        const body = storedText(text.trim());
        const title = storedText(subject.trim());
        for (const row of rows) {
          await notifications.notifyUser(
            row.memberId,
            {
              notiType: NotiType.EVENT,
              subject: title,
              content: paragraphsHtml(body.split(/\n{2,}/)),
              link: MY_RETREATS_PATH,
              at: now(),
              sentBy: { staffId: caller.staffId, name: caller.fullName },
            },
            tx,
          );
          const to = await emailOf(tx, row);
          if (to) mails.push(await mail.keep(tx, { to, subject: title, text: body }, { kind: 'retreat.mail', refId: row.id }));
        }
        await recordAudit(tx, actorOf(caller), {
          action: 'retreat-course.message',
          entityType: 'retreat-course',
          entityId: courseId,
          changes: { subject: title, recipients: rows.length },
        });
        return rows.length;
      });
      sendAfter(mails);
      return sent;
    },

    /** The roster's rows (the yogis holding a place), for the CSV; the export is audited. */
    async roster(
      caller: StaffCaller,
      courseId: number,
      group: RetreatGroup | undefined,
    ): Promise<{ course: CourseRow; rows: ApplicationRow[] }> {
      const [course] = await db.select().from(retreatCourses).where(eq(retreatCourses.id, courseId)).limit(1);
      if (!course) throw notFound();
      const rows = await db
        .select()
        .from(retreatApplications)
        .where(
          and(
            eq(retreatApplications.courseId, courseId),
            inArray(retreatApplications.state, ['offered', 'accepted', 'confirmed', 'arrived', 'no_show']),
            group ? eq(retreatApplications.group, group) : undefined,
          ),
        )
        .orderBy(asc(retreatApplications.group), sql`lower(${retreatApplications.fullName})`, asc(retreatApplications.id));
      await recordAudit(db, actorOf(caller), {
        action: 'retreat-course.roster',
        entityType: 'retreat-course',
        entityId: courseId,
        changes: { group: group ?? null, rows: rows.length },
      });
      return { course, rows };
    },
  };

  // -------------------------------------------------------------------------------------------
  // The scheduled sweep (once across instances, under the job's lock)

  /**
   * Offers nobody answered pass on (lapsed), places not reconfirmed by the deadline are released,
   * free places go to the wait lists, reminders go 14 and 3 days before the start. Each course is
   * locked while its applications move, and each row is read again under the lock, so a yogi's
   * answer that came first stands. Returns the mails kept, sent after the commit.
   */
  async function sweep(tx: Db): Promise<number[]> {
    const at = now();
    const mails: number[] = [];
    const due = await tx
      .select({ id: retreatApplications.id, courseId: retreatApplications.courseId })
      .from(retreatApplications)
      .where(
        or(
          and(eq(retreatApplications.state, 'offered'), lte(retreatApplications.offerExpiresAt, at)),
          and(eq(retreatApplications.state, 'accepted'), lte(retreatApplications.reconfirmDeadline, at)),
        ),
      );
    const remind = await tx
      .select({ id: retreatApplications.id, courseId: retreatApplications.courseId })
      .from(retreatApplications)
      .innerJoin(retreatCourses, eq(retreatCourses.id, retreatApplications.courseId))
      .where(
        and(
          eq(retreatApplications.state, 'accepted'),
          sql`${retreatCourses.startDate} is not null`,
          // Within a reminder's days of the start (a day's margin: the loop decides) and not yet told
          // that reminder: a course whose yogis were all reminded is not locked again every minute.
          or(
            ...RECONFIRM_REMINDER_DAYS.map((days) =>
              and(
                sql`${retreatCourses.startDate} <= ${new Date(at.getTime() + (days + 1) * DAY_MS).toISOString().slice(0, 10)}`,
                or(isNull(retreatApplications.remindedDays), gt(retreatApplications.remindedDays, days)),
              ),
            ),
          ),
        ),
      );
    const courseIds = [...new Set([...due, ...remind].map((r) => r.courseId).concat(await coursesToFill(tx, at)))].sort((a, b) => a - b);
    for (const courseId of courseIds) {
      const course = await lockCourse(tx, courseId);
      if (!course) continue;
      const rows = await tx
        .select()
        .from(retreatApplications)
        .where(and(eq(retreatApplications.courseId, courseId), inArray(retreatApplications.state, ['offered', 'accepted'])));
      for (const row of rows) {
        if (row.state === 'offered' && row.offerExpiresAt && row.offerExpiresAt <= at) {
          const next = await moveApplication(tx, row, 'lapsed', SYSTEM, at, { note: 'offer not answered in time' });
          mails.push(...(await tell(tx, next, course, { event: 'lapsed' })));
        } else if (row.state === 'accepted' && row.reconfirmDeadline && row.reconfirmDeadline <= at) {
          const next = await moveApplication(tx, row, 'released', SYSTEM, at, { note: 'not reconfirmed by the deadline' });
          mails.push(...(await tell(tx, next, course, { event: 'released' })));
        } else if (row.state === 'accepted') {
          const start = startOf(course);
          if (!start || start <= at) continue;
          const daysLeft = (start.getTime() - at.getTime()) / DAY_MS;
          const dueDays = [...RECONFIRM_REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
          if (dueDays === undefined || (row.remindedDays !== null && row.remindedDays <= dueDays)) continue;
          const [next] = await tx
            .update(retreatApplications)
            .set({ remindedDays: dueDays })
            .where(eq(retreatApplications.id, row.id))
            .returning();
          mails.push(...(await tell(tx, next!, course, { event: 'reminder', days: dueDays })));
        }
      }
      mails.push(...(await tellAll(tx, course, await offerFreePlaces(tx, course, at))));
    }
    return mails;
  }

  return {
    member,
    staff,
    sweep,
    /** The job's part after its commit: the first attempt of the mails it kept. */
    async sendKept(ids: number[]): Promise<void> {
      for (const id of ids) await mail.sendNow(id);
    },
  };
}

export type RetreatService = ReturnType<typeof retreatService>;
