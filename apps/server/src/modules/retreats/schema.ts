import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationAnswers } from '@mahasi/contract/retreat';
import { users } from '../../db/schema.js';
import { createdAt, ownedBy, updatedAt } from '../../db/columns.js';

/**
 * Retreats (decision 0054): courses, a record kind of the staff console, and the applications
 * members make to them, with every change of an application's state kept in its history. The place
 * count of a course is never a stored number: it is counted under the course row's lock
 * (SELECT … FOR UPDATE), which every change of an application takes first.
 */

const bilingual = (name: string) => ({
  en: text(`${name}_en`).notNull().default(''),
  mm: text(`${name}_mm`).notNull().default(''),
});

export const retreatCourses = pgTable(
  'retreat_courses',
  {
    id: serial('id').primaryKey(),
    titleEn: bilingual('title').en,
    titleMm: bilingual('title').mm,
    teacherEn: bilingual('teacher').en,
    teacherMm: bilingual('teacher').mm,
    /** ten-day, one-month, long-term, weekend. */
    kind: text('kind').notNull().default('ten-day'),
    /** my, en, my-en. */
    instructionLanguage: text('instruction_language').notNull().default('my'),
    /** Myanmar days: the course begins at the start day's first moment (Myanmar time). */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    scheduleEn: bilingual('schedule').en,
    scheduleMm: bilingual('schedule').mm,
    rulesEn: bilingual('rules').en,
    rulesMm: bilingual('rules').mm,
    whatToBringEn: bilingual('what_to_bring').en,
    whatToBringMm: bilingual('what_to_bring').mm,
    directionsEn: bilingual('directions').en,
    directionsMm: bilingual('directions').mm,
    /** Places per group; 0: the course takes no one of the group. */
    capacityMale: integer('capacity_male').notNull().default(0),
    capacityFemale: integer('capacity_female').notNull().default(0),
    capacityMonk: integer('capacity_monk').notNull().default(0),
    capacityNun: integer('capacity_nun').notNull().default(0),
    /** How long a wait-list offer holds its place. */
    offerHours: integer('offer_hours').notNull().default(48),
    /** first-come or reviewed. */
    admissionMode: text('admission_mode').notNull().default('first-come'),
    applicationsOpen: boolean('applications_open').notNull().default(false),
    // The record engine's lifecycle.
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedByName: text('updated_by_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('retreat_courses_published_start_idx').on(t.published, t.startDate)],
);

export const retreatApplications = pgTable(
  'retreat_applications',
  {
    id: serial('id').primaryKey(),
    courseId: ownedBy('course_id', () => retreatCourses.id),
    memberId: ownedBy('member_id', () => users.id),
    /** male, female, monk, nun. */
    group: text('group').notNull(),
    /** The state machine's state (contract: retreatApplicationStates). */
    state: text('state').notNull(),
    /** 1 is next; set only while wait-listed, kept 1…n per course and group. */
    waitPosition: integer('wait_position'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Set when a place is taken (accepted); the place is released if not reconfirmed by then. */
    reconfirmDeadline: timestamp('reconfirm_deadline', { withTimezone: true }),
    /** The reminders sent, as days before the start (14, then 3): each goes once. */
    remindedDays: smallint('reminded_days'),
    /** Everything the yogi answered, health answers and passport included (shown to registrar and admin only). */
    answers: jsonb('answers').$type<ApplicationAnswers>().notNull(),
    /** Searched and sorted by the desk; a copy of the answers' name, e-mail and phone. */
    fullName: text('full_name').notNull(),
    email: text('email').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    /** en or mm: the language of the mail and notifications about it. */
    language: text('language').notNull().default('en'),
    /** The centre's last note to the yogi. */
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open application per member and course (a cancelled or declined one may be followed by a new one).
    uniqueIndex('retreat_applications_open_key')
      .on(t.courseId, t.memberId)
      .where(sql`${t.state} in ('applied', 'waitlisted', 'offered', 'accepted', 'confirmed', 'arrived', 'no_show')`),
    index('retreat_applications_course_group_state_idx').on(t.courseId, t.group, t.state),
    index('retreat_applications_member_idx').on(t.memberId),
    index('retreat_applications_offer_idx').on(t.state, t.offerExpiresAt),
  ],
);

/** Every change of an application's state: from, to, who (member, staff or the system), the note, when. */
export const retreatApplicationHistory = pgTable(
  'retreat_application_history',
  {
    id: serial('id').primaryKey(),
    applicationId: ownedBy('application_id', () => retreatApplications.id),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** member, staff or system. */
    actor: text('actor').notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retreat_application_history_application_idx').on(t.applicationId, t.id)],
);
