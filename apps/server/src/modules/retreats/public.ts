import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import {
  retreatCourseKinds,
  retreatGroupKeys,
  retreatInstructionLanguages,
  type PublicCourse,
  type PublicCourseSummary,
  type PublicGroup,
  type RetreatAdmissionMode,
  type RetreatCourseKind,
  type RetreatInstructionLanguage,
} from '@mahasi/contract/retreat';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { DAY_MS, yangonDay, yangonInstant } from '../../lib/yangonTime.js';
import { foldLine, icsText, icsTime } from '../content/feeds.js';
import { countsOf, hasStarted, type CourseRow } from './places.js';
import { retreatCourses } from './schema.js';
import { CENTRE } from '../../lib/centre.js';

const ORGANISATION = CENTRE.name.en;

/**
 * The public pages' reads of retreat courses (guests welcome): upcoming published courses with
 * each group's "places left", "wait list" or "closed", read live (the count changes with every
 * application, so these replies are not kept in the response cache), and a course's dates as iCal.
 */
export function retreatPublic(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function groupsOf(courses: CourseRow[]): Promise<Map<number, PublicGroup[]>> {
    const counts = await countsOf(db, courses);
    const at = now();
    const result = new Map<number, PublicGroup[]>();
    for (const course of courses) {
      const closed = !course.applicationsOpen || hasStarted(course, at);
      const groups = counts
        .get(course.id)!
        .filter((group) => group.capacity > 0)
        .map((group): PublicGroup => {
          const waiting = group.states.waitlisted;
          // First come: a free place behind a wait list is the list's, not a newcomer's.
          const placesLeft = closed || (course.admissionMode === 'first-come' && waiting > 0) ? 0 : group.free;
          return { group: group.group, status: closed ? 'closed' : placesLeft > 0 ? 'places-left' : 'wait-list', placesLeft, waiting };
        });
      result.set(
        course.id,
        groups.sort((a, b) => retreatGroupKeys.indexOf(a.group) - retreatGroupKeys.indexOf(b.group)),
      );
    }
    return result;
  }

  const summaryOf = (course: CourseRow, groups: PublicGroup[]): PublicCourseSummary => ({
    id: course.id,
    titleEn: course.titleEn,
    titleMm: course.titleMm,
    teacherEn: course.teacherEn,
    teacherMm: course.teacherMm,
    kind: course.kind as RetreatCourseKind,
    instructionLanguage: course.instructionLanguage as RetreatInstructionLanguage,
    startDate: course.startDate ?? '',
    endDate: course.endDate ?? '',
    admissionMode: course.admissionMode as RetreatAdmissionMode,
    applicationsOpen: course.applicationsOpen && !hasStarted(course, now()),
    offerHours: course.offerHours,
    groups,
  });

  async function published(id: number): Promise<CourseRow> {
    const [course] = await db
      .select()
      .from(retreatCourses)
      .where(and(eq(retreatCourses.id, id), eq(retreatCourses.published, true), isNull(retreatCourses.deletedAt)))
      .limit(1);
    if (!course || !course.startDate || !course.endDate) throw notFound();
    return course;
  }

  return {
    /** Published courses that have not begun, soonest first. */
    async upcoming(): Promise<PublicCourseSummary[]> {
      const courses = await db
        .select()
        .from(retreatCourses)
        .where(and(eq(retreatCourses.published, true), isNull(retreatCourses.deletedAt), gte(retreatCourses.startDate, yangonDay(now()))))
        .orderBy(asc(retreatCourses.startDate), asc(retreatCourses.id));
      const groups = await groupsOf(courses);
      return courses.map((course) => summaryOf(course, groups.get(course.id)!));
    },

    /** One published course with its schedule, rules, what to bring and directions (404 otherwise). */
    async course(id: number): Promise<PublicCourse> {
      const course = await published(id);
      const groups = await groupsOf([course]);
      return {
        ...summaryOf(course, groups.get(course.id)!),
        scheduleEn: course.scheduleEn,
        scheduleMm: course.scheduleMm,
        rulesEn: course.rulesEn,
        rulesMm: course.rulesMm,
        whatToBringEn: course.whatToBringEn,
        whatToBringMm: course.whatToBringMm,
        directionsEn: course.directionsEn,
        directionsMm: course.directionsMm,
      };
    },

    /** The course's days as an all-day iCalendar event (the end is the day after the last, as RFC 5545 counts). */
    async ics(id: number, lang: 'en' | 'mm', siteUrl: string): Promise<{ name: string; body: string }> {
      const course = await published(id);
      const pick = (en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
      const title = pick(course.titleEn, course.titleMm);
      const kind = retreatCourseKinds[course.kind as RetreatCourseKind]?.[lang] ?? '';
      const language = retreatInstructionLanguages[course.instructionLanguage as RetreatInstructionLanguage]?.[lang] ?? '';
      const teacher = pick(course.teacherEn, course.teacherMm);
      const day = (date: string) => date.replace(/-/g, '');
      const dayAfter = yangonDay(new Date(yangonInstant(course.endDate!).getTime() + DAY_MS));
      const host = new URL(siteUrl).hostname;
      const lines = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        `PRODID:-//${ORGANISATION}//Retreats//EN`,
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        `X-WR-CALNAME:${icsText(title)}`,
        'X-WR-TIMEZONE:Asia/Yangon',
        'BEGIN:VEVENT',
        `UID:retreat-course-${course.id}@${host}`,
        `DTSTAMP:${icsTime(course.updatedAt)}`,
        `DTSTART;VALUE=DATE:${day(course.startDate!)}`,
        `DTEND;VALUE=DATE:${day(dayAfter)}`,
        `SUMMARY:${icsText(title)}`,
        `DESCRIPTION:${icsText([kind, teacher, language].filter(Boolean).join('\n'))}`,
        `URL:${siteUrl}/retreats/${course.id}`,
        `LAST-MODIFIED:${icsTime(course.updatedAt)}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ];
      return { name: `mahasi-retreat-${course.id}.ics`, body: lines.map(foldLine).join('\r\n') + '\r\n' };
    },
  };
}

export type RetreatPublic = ReturnType<typeof retreatPublic>;
