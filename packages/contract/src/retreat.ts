import { z } from 'zod';
import { email, phoneNo } from './auth.js';
import { envelope, paged } from './envelope.js';
import { calendarDay, intBetween, optionalChoice, optionalId, positiveId, searchText, typeMessage } from './request.js';
import { recordKindSchemas } from './staff-records.js';
import {
  DEFAULT_OFFER_HOURS,
  MAX_GROUP_CAPACITY,
  MAX_OFFER_HOURS,
  MIN_OFFER_HOURS,
  RETREAT_MAX_AGE,
  RETREAT_MIN_AGE,
  RETREAT_NOTE_MAX,
  retreatAdmissionModeKeys,
  retreatApplicationSortKeys,
  retreatApplicationStateKeys,
  retreatCourseKind,
  retreatCourseKindKeys,
  retreatCourseStatuses,
  retreatDietKeys,
  retreatGroupKeys,
  retreatGroupStatusKeys,
  retreatHistoryActors,
  retreatInstructionLanguageKeys,
  retreatLanguages,
  retreatLetterKeys,
  retreatMemberActions,
  retreatMessages,
  retreatNextActions,
} from './constants/retreat.js';
export * from './constants/retreat.js';

/**
 * Retreats: courses (a record kind of the staff console) and the applications members make to them
 * (decision 0054). Public reads under /rest-api (guests welcome), the member's own applications
 * under /rest-api (signed in; anyone else's is 403), the desk under /admin-api (registrar and admin
 * write, care reads without health answers or passports).
 *
 * Every message the apply form can answer is one of `retreatMessages` (English in the 422 reply's
 * `message` after the field's label, Myanmar by `retreatMessageMm`), so both languages say which
 * field is wrong and why.
 */

const m = retreatMessages;
const text = (max: number) => z.string(typeMessage('Must be text')).max(max, `Must be at most ${max} characters`).default('');
const requiredText = (max: number) =>
  z.string(typeMessage('Must be text')).trim().min(1, m.required.en).max(max, `Must be at most ${max} characters`);
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? m.required.en : m.choice.en) });
const yesNo = () => z.boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? m.answer.en : m.answer.en) });
const day = calendarDay();
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------------------------------------
// Courses on the staff desk (a record kind)

const courseSchemas = recordKindSchemas(retreatCourseKind, {
  kind: optionalChoice(retreatCourseKindKeys),
  /** Courses starting from this day (Myanmar time). */
  from: z.preprocess((v) => (v === '' || v === null ? undefined : v), day.optional()),
});

/** Places per group; 0 is a group the course does not take. */
export const groupCapacity = z.object({
  male: intBetween(0, MAX_GROUP_CAPACITY).default(0),
  female: intBetween(0, MAX_GROUP_CAPACITY).default(0),
  monk: intBetween(0, MAX_GROUP_CAPACITY).default(0),
  nun: intBetween(0, MAX_GROUP_CAPACITY).default(0),
});
export type GroupCapacity = z.output<typeof groupCapacity>;
/** The places per group as replies carry them. */
export const groupPlaces = z.object({ male: z.number().int(), female: z.number().int(), monk: z.number().int(), nun: z.number().int() });

/** The writable content of a course; a draft may leave most of it empty. */
export const deskCourseContent = z
  .object({
    titleEn: text(300),
    titleMm: text(300),
    teacherEn: text(200),
    teacherMm: text(200),
    kind: choice(retreatCourseKindKeys).default('ten-day'),
    instructionLanguage: choice(retreatInstructionLanguageKeys).default('my'),
    /** Myanmar days; the course runs from the start day's morning to the end day. */
    startDate: z.preprocess((v) => (v === '' ? null : v), day.nullable().default(null)),
    endDate: z.preprocess((v) => (v === '' ? null : v), day.nullable().default(null)),
    /** Plain text, paragraphs by blank lines. */
    scheduleEn: text(10000),
    scheduleMm: text(10000),
    rulesEn: text(10000),
    rulesMm: text(10000),
    whatToBringEn: text(5000),
    whatToBringMm: text(5000),
    directionsEn: text(5000),
    directionsMm: text(5000),
    capacity: groupCapacity.prefault({}),
    offerHours: intBetween(MIN_OFFER_HOURS, MAX_OFFER_HOURS).default(DEFAULT_OFFER_HOURS),
    admissionMode: choice(retreatAdmissionModeKeys).default('first-come'),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must be on or after the start date' });
  });
export type DeskCourseContent = z.input<typeof deskCourseContent>;

export const deskCourseCreatePayload = deskCourseContent;
export const deskCourseSavePayload = deskCourseContent.safeExtend(courseSchemas.saveFields.shape);
export type DeskCourseSavePayload = z.input<typeof deskCourseSavePayload>;
export const deskCourseVersionPayload = courseSchemas.versionPayload;
export const deskCourseFilter = courseSchemas.filter;
export type DeskCourseFilter = z.input<typeof deskCourseFilter>;
export const deskCourseIdParam = courseSchemas.idParam;

/** Applications of one group of a course, live: how many in each state, and the places. */
export const groupCounts = z.object({
  group: z.enum(retreatGroupKeys),
  capacity: z.number().int(),
  /** Places not held by an offer, an acceptance, a confirmation or an arrival. */
  free: z.number().int(),
  states: z.record(z.enum(retreatApplicationStateKeys), z.number().int()),
});
export type GroupCounts = z.infer<typeof groupCounts>;
export const courseCountsReply = envelope(z.array(groupCounts));

export const deskCourse = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(retreatCourseStatuses),
  titleEn: z.string(),
  titleMm: z.string(),
  teacherEn: z.string(),
  teacherMm: z.string(),
  kind: z.enum(retreatCourseKindKeys),
  instructionLanguage: z.enum(retreatInstructionLanguageKeys),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  scheduleEn: z.string(),
  scheduleMm: z.string(),
  rulesEn: z.string(),
  rulesMm: z.string(),
  whatToBringEn: z.string(),
  whatToBringMm: z.string(),
  directionsEn: z.string(),
  directionsMm: z.string(),
  capacity: groupPlaces,
  offerHours: z.number().int(),
  admissionMode: z.enum(retreatAdmissionModeKeys),
  applicationsOpen: z.boolean(),
  /** Live counts per group (the list and the course). */
  counts: z.array(groupCounts),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DeskCourse = z.infer<typeof deskCourse>;
export const deskCourseReply = envelope(deskCourse);
export const deskCourseRow = deskCourse.omit({
  scheduleEn: true,
  scheduleMm: true,
  rulesEn: true,
  rulesMm: true,
  whatToBringEn: true,
  whatToBringMm: true,
  directionsEn: true,
  directionsMm: true,
});
export type DeskCourseRow = z.infer<typeof deskCourseRow>;
export const deskCoursePageReply = envelope(paged(deskCourseRow));
/** Every course not in the bin, newest start first, with its live counts: what care and the gate's check-in pick from. */
export const courseSummaryListReply = envelope(z.array(deskCourseRow));

/** Opening or closing a course's applications (the version the desk holds). */
export const applicationsOpenPayload = z.object({
  open: z.boolean({ error: m.required.en }),
  version: z.number({ error: 'Is required' }).int().positive(),
});

// ---------------------------------------------------------------------------------------------
// Public reads (GET /retreats/courses, /retreats/courses/{id})

export const publicGroup = z.object({
  group: z.enum(retreatGroupKeys),
  status: z.enum(retreatGroupStatusKeys),
  /** Places left (0 on a wait list or closed). */
  placesLeft: z.number().int(),
  /** People waiting. */
  waiting: z.number().int(),
});
export type PublicGroup = z.infer<typeof publicGroup>;

export const publicCourseSummary = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleMm: z.string(),
  teacherEn: z.string(),
  teacherMm: z.string(),
  kind: z.enum(retreatCourseKindKeys),
  instructionLanguage: z.enum(retreatInstructionLanguageKeys),
  /** Myanmar days, YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  admissionMode: z.enum(retreatAdmissionModeKeys),
  applicationsOpen: z.boolean(),
  offerHours: z.number().int(),
  /** Every group with places (capacity above 0), in the order male, female, monk, nun. */
  groups: z.array(publicGroup),
});
export type PublicCourseSummary = z.infer<typeof publicCourseSummary>;
export const publicCourse = publicCourseSummary.extend({
  scheduleEn: z.string(),
  scheduleMm: z.string(),
  rulesEn: z.string(),
  rulesMm: z.string(),
  whatToBringEn: z.string(),
  whatToBringMm: z.string(),
  directionsEn: z.string(),
  directionsMm: z.string(),
});
export type PublicCourse = z.infer<typeof publicCourse>;
export const publicCourseListReply = envelope(z.array(publicCourseSummary));
export const publicCourseReply = envelope(publicCourse);
export const courseIdParam = z.object({ courseId: positiveId() });
export const retreatIdParam = z.object({ id: positiveId() });
export const retreatLetterParam = retreatIdParam.extend({
  letter: z.enum(retreatLetterKeys, { error: `Must be one of ${retreatLetterKeys.join(', ')}` }),
});

// ---------------------------------------------------------------------------------------------
// Applying (POST /retreats/courses/{courseId}/apply)

/** The health questions a centre must ask: each needs a yes or a no, and details when yes. */
const healthFields = {
  physicalHealth: yesNo(),
  physicalHealthDetails: text(2000),
  mentalHealth: yesNo(),
  mentalHealthDetails: text(2000),
  takesMedication: yesNo(),
  medicationDetails: text(2000),
};
export const HEALTH_FIELDS = Object.keys(healthFields) as (keyof typeof healthFields)[];
/** Passport and visa: shown only to registrar and admin, as the health answers. */
export const PASSPORT_FIELDS = ['nationality', 'passportNumber', 'visaLetter'] as const;

export const applyPayload = z
  .object({
    group: choice(retreatGroupKeys),
    /** Filled in from the profile; the yogi may correct it for the roster. */
    fullName: requiredText(120),
    email: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), email]).default('')),
    phoneNo: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), phoneNo]).default('')),
    age: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? m.required.en : m.age.en) })
        .int(m.age.en)
        .min(RETREAT_MIN_AGE, m.age.en)
        .max(RETREAT_MAX_AGE, m.age.en),
    ),
    firstCourse: yesNo(),
    previousCourses: text(2000),
    previousTeacher: text(200),
    ...healthFields,
    emergencyName: requiredText(120),
    emergencyPhone: z.string({ error: m.required.en }).trim().min(1, m.required.en).pipe(phoneNo),
    emergencyRelation: requiredText(60),
    /** Myanmar time on the arrival day, HH:mm. */
    arrivalTime: z.string({ error: m.required.en }).trim().min(1, m.required.en).regex(TIME, m.time.en),
    diet: choice(retreatDietKeys).default('none'),
    dietDetails: text(500),
    foreigner: z.boolean({ error: m.answer.en }).default(false),
    nationality: text(80),
    passportNumber: text(40),
    visaLetter: z.boolean({ error: m.answer.en }).default(false),
    consent: z.literal(true, { error: m.consent.en }),
    /** The language of the mail and notifications about this application. */
    language: z.enum(retreatLanguages, { error: m.choice.en }).default('en'),
  })
  // Runs even when other fields failed, so that the form shows every missing answer at once.
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      const need = (field: keyof typeof value, message: string) => {
        const current = value[field];
        if (current === undefined || (typeof current === 'string' && current.trim() === ''))
          ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (value.firstCourse === false) {
        need('previousCourses', m.returning.en);
        need('previousTeacher', m.returning.en);
      }
      if (value.physicalHealth === true) need('physicalHealthDetails', m.details.en);
      if (value.mentalHealth === true) need('mentalHealthDetails', m.details.en);
      if (value.takesMedication === true) need('medicationDetails', m.details.en);
      if (value.diet === 'other') need('dietDetails', m.dietOther.en);
      if (value.foreigner === true) {
        need('nationality', m.foreigner.en);
        need('passportNumber', m.foreigner.en);
      }
    },
    { when: () => true },
  );
export type ApplyPayload = z.input<typeof applyPayload>;
/** The answers as kept with the application (what the payload parses to, without the group). */
export type ApplicationAnswers = Omit<z.output<typeof applyPayload>, 'group' | 'language' | 'consent'>;

export const applicationAnswers = z.object({
  fullName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  age: z.number().int(),
  firstCourse: z.boolean(),
  previousCourses: z.string(),
  previousTeacher: z.string(),
  physicalHealth: z.boolean(),
  physicalHealthDetails: z.string(),
  mentalHealth: z.boolean(),
  mentalHealthDetails: z.string(),
  takesMedication: z.boolean(),
  medicationDetails: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  emergencyRelation: z.string(),
  arrivalTime: z.string(),
  diet: z.enum(retreatDietKeys),
  dietDetails: z.string(),
  foreigner: z.boolean(),
  nationality: z.string(),
  passportNumber: z.string(),
  visaLetter: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// The member's applications (GET /retreats/applications, /retreats/applications/{id})

export const applicationHistoryEntry = z.object({
  from: z.enum(retreatApplicationStateKeys).nullable(),
  to: z.enum(retreatApplicationStateKeys),
  by: z.enum(retreatHistoryActors),
  /** The note to the yogi (staff), or what the system did ('offer expired'). */
  note: z.string(),
  at: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntry>;

export const memberApplication = z.object({
  id: z.number().int(),
  version: z.number().int(),
  course: z.object({
    id: z.number().int(),
    titleEn: z.string(),
    titleMm: z.string(),
    kind: z.enum(retreatCourseKindKeys),
    startDate: z.string(),
    endDate: z.string(),
  }),
  group: z.enum(retreatGroupKeys),
  state: z.enum(retreatApplicationStateKeys),
  /** 1 is next; null unless wait-listed. */
  waitPosition: z.number().int().nullable(),
  /** An offer holds its place until then. */
  offerExpiresAt: z.string().nullable(),
  /** When the reconfirm button works (accepted only). */
  reconfirmOpensAt: z.string().nullable(),
  reconfirmDeadline: z.string().nullable(),
  nextAction: z.enum(Object.keys(retreatNextActions) as [keyof typeof retreatNextActions, ...(keyof typeof retreatNextActions)[]]),
  /** What the member may do now. */
  actions: z.array(z.enum(retreatMemberActions)),
  /** The letters the member may download now (retreatMemberPaths.letter). */
  letters: z.array(z.enum(retreatLetterKeys)),
  /** The centre's last note to the yogi. */
  note: z.string(),
  language: z.enum(retreatLanguages),
  appliedAt: z.string(),
  updatedAt: z.string(),
});
export type MemberApplication = z.infer<typeof memberApplication>;
export const memberApplicationDetail = memberApplication.extend({
  answers: applicationAnswers,
  history: z.array(applicationHistoryEntry),
});
export type MemberApplicationDetail = z.infer<typeof memberApplicationDetail>;
export const memberApplicationListReply = envelope(z.array(memberApplication));
export const memberApplicationReply = envelope(memberApplicationDetail);

// ---------------------------------------------------------------------------------------------
// The desk's applications (under /admin-api)

const blank = (value: unknown) => (value === '' || value === null || value === 0 ? undefined : value);

export const staffApplicationFilter = z.object({
  searchObj: z
    .object({
      courseId: optionalId(),
      group: optionalChoice(retreatGroupKeys),
      state: optionalChoice(retreatApplicationStateKeys),
      /** Name, e-mail or phone contains (Zawgyi converted). */
      text: searchText(),
      foreigner: z.preprocess(blank, z.boolean({ error: 'Must be true or false' }).optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(200, 'Must be at most 200').default(50),
  sortBy: z.preprocess(
    blank,
    z.enum(retreatApplicationSortKeys, { error: `Must be one of ${retreatApplicationSortKeys.join(', ')}` }).default('applied_at'),
  ),
  orderBy: z.preprocess(blank, z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }).default('ASC')),
});
export type StaffApplicationFilter = z.input<typeof staffApplicationFilter>;

export const staffApplicationRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  courseId: z.number().int(),
  courseTitleEn: z.string(),
  courseTitleMm: z.string(),
  memberId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  age: z.number().int(),
  group: z.enum(retreatGroupKeys),
  state: z.enum(retreatApplicationStateKeys),
  waitPosition: z.number().int().nullable(),
  firstCourse: z.boolean(),
  foreigner: z.boolean(),
  arrivalTime: z.string(),
  offerExpiresAt: z.string().nullable(),
  reconfirmDeadline: z.string().nullable(),
  language: z.enum(retreatLanguages),
  appliedAt: z.string(),
  updatedAt: z.string(),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRow>;
export const staffApplicationPage = paged(staffApplicationRow).extend({
  /** Live counts of the course asked for (empty without a course filter). */
  counts: z.array(groupCounts),
});
export const staffApplicationPageReply = envelope(staffApplicationPage);

export const staffApplicationDetail = staffApplicationRow.extend({
  note: z.string(),
  /** Everything the yogi answered; health answers and passport details are left out (null) for care. */
  answers: applicationAnswers
    .partial({
      physicalHealth: true,
      physicalHealthDetails: true,
      mentalHealth: true,
      mentalHealthDetails: true,
      takesMedication: true,
      medicationDetails: true,
      nationality: true,
      passportNumber: true,
      visaLetter: true,
    })
    .extend({ sensitiveHidden: z.boolean() }),
  history: z.array(applicationHistoryEntry.extend({ staffName: z.string().nullable() })),
  /** The yogi's letters this caller may download (none for care: they carry passport details). */
  letters: z.array(z.enum(retreatLetterKeys)),
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetail>;
export const staffApplicationReply = envelope(staffApplicationDetail);

/** Accept, wait-list or decline: the version the desk holds and a note to the yogi (in their language). */
export const staffDecisionPayload = z.object({
  version: z.number({ error: 'Is required' }).int().positive(),
  note: text(RETREAT_NOTE_MAX),
});
export type StaffDecisionPayload = z.input<typeof staffDecisionPayload>;

/** Move a wait-listed application to this position (1 is next). */
export const staffMovePayload = z.object({
  version: z.number({ error: 'Is required' }).int().positive(),
  position: z.number({ error: m.position.en }).int(m.position.en).min(1, m.position.en),
});
export type StaffMovePayload = z.input<typeof staffMovePayload>;

/** Arrived or no-show: the version the desk holds. */
export const staffCheckInPayload = z.object({ version: z.number({ error: 'Is required' }).int().positive() });

/** A message to every accepted yogi of a course: in-app (type 3, Event) and e-mail. */
export const courseMessagePayload = z.object({
  subject: requiredText(200),
  message: requiredText(RETREAT_NOTE_MAX),
});
export type CourseMessagePayload = z.input<typeof courseMessagePayload>;
export const courseMessageReply = envelope(z.object({ sent: z.number().int() }));

export const rosterQuery = z.object({ group: optionalChoice(retreatGroupKeys) });
