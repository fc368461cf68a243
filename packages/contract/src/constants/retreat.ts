/**
 * Without zod, for the web app: retreats (courses and their applications) — the course kinds,
 * groups, states, roles, limits, paths and the apply form's labels and messages in both languages
 * (retreat.ts re-exports them). Decision 0054 describes the state machine.
 */

import { recordKind } from './staff-records.js';

/** Kinds of course, with their labels in both languages. */
export const retreatCourseKinds = {
  'ten-day': { en: '10-day course', mm: '၁၀ ရက် သင်တန်း' },
  'one-month': { en: '1-month course', mm: '၁ လ သင်တန်း' },
  'long-term': { en: 'Long-term practice', mm: 'ရေရှည် တရားအားထုတ်ခြင်း' },
  weekend: { en: 'Weekend course', mm: 'စနေ၊ တနင်္ဂနွေ သင်တန်း' },
} as const;
export type RetreatCourseKind = keyof typeof retreatCourseKinds;
export const retreatCourseKindKeys = Object.keys(retreatCourseKinds) as [RetreatCourseKind, ...RetreatCourseKind[]];

/** The separate places of a Myanmar centre: men, women, monks and nuns. */
export const retreatGroups = {
  male: { en: 'Men', mm: 'အမျိုးသား' },
  female: { en: 'Women', mm: 'အမျိုးသမီး' },
  monk: { en: 'Monks', mm: 'ရဟန်းတော်' },
  nun: { en: 'Nuns', mm: 'သီလရှင်' },
} as const;
export type RetreatGroup = keyof typeof retreatGroups;
export const retreatGroupKeys = Object.keys(retreatGroups) as [RetreatGroup, ...RetreatGroup[]];

/** The language the teacher instructs in. */
export const retreatInstructionLanguages = {
  my: { en: 'Myanmar', mm: 'မြန်မာ' },
  en: { en: 'English', mm: 'အင်္ဂလိပ်' },
  'my-en': { en: 'Myanmar, with English translation', mm: 'မြန်မာ (အင်္ဂလိပ် ဘာသာပြန်ဖြင့်)' },
} as const;
export type RetreatInstructionLanguage = keyof typeof retreatInstructionLanguages;
export const retreatInstructionLanguageKeys = Object.keys(retreatInstructionLanguages) as [
  RetreatInstructionLanguage,
  ...RetreatInstructionLanguage[],
];

/** How applications become places: the first ones while places last, or each decided by staff. */
export const retreatAdmissionModes = {
  'first-come': { en: 'First come, first accepted', mm: 'ဦးစွာ လျှောက်ထားသူ ဦးစွာ လက်ခံမည်' },
  reviewed: { en: 'Reviewed by staff', mm: 'ဝန်ထမ်းများက စိစစ်မည်' },
} as const;
export type RetreatAdmissionMode = keyof typeof retreatAdmissionModes;
export const retreatAdmissionModeKeys = Object.keys(retreatAdmissionModes) as [RetreatAdmissionMode, ...RetreatAdmissionMode[]];

/**
 * An application's states (decision 0054):
 * applied → accepted (a place is held) | waitlisted (with its position) | declined;
 * waitlisted → offered (a released place, until the offer expires) → accepted | cancelled (declined the offer) | lapsed (unanswered);
 * accepted → confirmed (reconfirmed in the window) | released (not reconfirmed by the deadline);
 * confirmed → arrived | no_show; and cancelled by the yogi from any open state before arriving.
 */
export const retreatApplicationStates = {
  applied: { en: 'Applied: waiting for the centre', mm: 'လျှောက်ထားပြီး - ရိပ်သာ၏ အဖြေကို စောင့်ဆိုင်းနေသည်' },
  waitlisted: { en: 'On the wait list', mm: 'စောင့်ဆိုင်းစာရင်းတွင်' },
  offered: { en: 'A place is offered to you', mm: 'နေရာတစ်ခု ကမ်းလှမ်းထားသည်' },
  accepted: { en: 'Accepted: a place is held', mm: 'လက်ခံပြီး - နေရာ သိမ်းထားသည်' },
  confirmed: { en: 'Confirmed', mm: 'အတည်ပြုပြီး' },
  arrived: { en: 'Arrived', mm: 'ရောက်ရှိပြီး' },
  no_show: { en: 'Did not come', mm: 'မလာရောက်ခဲ့ပါ' },
  declined: { en: 'Not accepted', mm: 'လက်မခံနိုင်ပါ' },
  cancelled: { en: 'Cancelled', mm: 'ပယ်ဖျက်ပြီး' },
  released: { en: 'Place released: not reconfirmed in time', mm: 'အချိန်မီ ပြန်လည်အတည်မပြုသဖြင့် နေရာ ပြန်လွှတ်ပြီး' },
  lapsed: { en: 'Offer not answered in time', mm: 'ကမ်းလှမ်းချက်ကို အချိန်မီ မဖြေကြားခဲ့ပါ' },
} as const;
export type RetreatApplicationState = keyof typeof retreatApplicationStates;
export const retreatApplicationStateKeys = Object.keys(retreatApplicationStates) as [RetreatApplicationState, ...RetreatApplicationState[]];

/** States that hold one of the group's places. */
export const PLACE_HOLDING_STATES = [
  'offered',
  'accepted',
  'confirmed',
  'arrived',
  'no_show',
] as const satisfies readonly RetreatApplicationState[];
/** States of an application still under way: a member has at most one of these per course. */
export const OPEN_APPLICATION_STATES = [
  'applied',
  'waitlisted',
  'offered',
  'accepted',
  'confirmed',
  'arrived',
  'no_show',
] as const satisfies readonly RetreatApplicationState[];
/** States the yogi may still cancel from. */
export const CANCELLABLE_STATES = [
  'applied',
  'waitlisted',
  'offered',
  'accepted',
  'confirmed',
] as const satisfies readonly RetreatApplicationState[];

/** The one thing the member area asks the yogi to do (or wait for) next. */
export const retreatNextActions = {
  'wait-for-review': { en: 'The centre will answer your application.', mm: 'ရိပ်သာမှ သင့်လျှောက်လွှာကို အကြောင်းပြန်ပါမည်။' },
  'wait-on-list': {
    en: 'You are on the wait list; we will offer you a place when one is free.',
    mm: 'စောင့်ဆိုင်းစာရင်းတွင် ရှိပါသည်။ နေရာလွတ်လျှင် ကမ်းလှမ်းပါမည်။',
  },
  'answer-offer': { en: 'Accept or decline the place offered before it expires.', mm: 'ကမ်းလှမ်းထားသော နေရာကို သက်တမ်းမကုန်မီ လက်ခံ သို့မဟုတ် ငြင်းပယ်ပါ။' },
  'wait-for-reconfirm': { en: 'Reconfirm your place from 14 days before the course.', mm: 'သင်တန်းမစမီ ၁၄ ရက်အလိုမှစ၍ နေရာကို ပြန်လည်အတည်ပြုပါ။' },
  reconfirm: { en: 'Reconfirm your place before the deadline.', mm: 'နောက်ဆုံးရက်မတိုင်မီ နေရာကို ပြန်လည်အတည်ပြုပါ။' },
  come: { en: 'Your place is confirmed: we look forward to seeing you.', mm: 'နေရာ အတည်ပြုပြီးပါပြီ။ ကြိုဆိုလျက် စောင့်မျှော်နေပါသည်။' },
  none: { en: 'Nothing more to do.', mm: 'ဆက်လက်လုပ်ဆောင်ရန် မရှိပါ။' },
} as const;
export type RetreatNextAction = keyof typeof retreatNextActions;

/** What the member may do to an application now. */
export const retreatMemberActions = ['cancel', 'reconfirm', 'accept-offer', 'decline-offer'] as const;
export type RetreatMemberAction = (typeof retreatMemberActions)[number];

/**
 * The letters a yogi may download as PDF (in the language of the application): the acceptance
 * letter once a place is theirs (accepted, confirmed, arrived), and the visa support letter for a
 * foreign yogi who asked for one, from the same moment.
 */
export const retreatLetters = {
  acceptance: { en: 'Acceptance letter', mm: 'လက်ခံကြောင်း အကြောင်းကြားစာ' },
  visa: { en: 'Visa support letter', mm: 'ဗီဇာ ထောက်ခံစာ' },
} as const;
export type RetreatLetter = keyof typeof retreatLetters;
export const retreatLetterKeys = Object.keys(retreatLetters) as [RetreatLetter, ...RetreatLetter[]];
/** The states whose yogi may download their letters: the place is theirs. */
export const LETTER_STATES = ['accepted', 'confirmed', 'arrived'] as const satisfies readonly RetreatApplicationState[];

/** A group's state on the public pages. */
export const retreatGroupStatuses = {
  'places-left': { en: 'Places left', mm: 'နေရာလွတ် ရှိသေးသည်' },
  'wait-list': { en: 'Wait list', mm: 'စောင့်ဆိုင်းစာရင်း' },
  closed: { en: 'Closed', mm: 'ပိတ်ပြီး' },
} as const;
export type RetreatGroupStatus = keyof typeof retreatGroupStatuses;
export const retreatGroupStatusKeys = Object.keys(retreatGroupStatuses) as [RetreatGroupStatus, ...RetreatGroupStatus[]];

/** Who changed an application's state. */
export const retreatHistoryActors = ['member', 'staff', 'system'] as const;
export type RetreatHistoryActor = (typeof retreatHistoryActors)[number];

/** Diets the form offers. */
export const retreatDiets = {
  none: { en: 'No special diet', mm: 'အထူး အစားအစာ မလိုပါ' },
  vegetarian: { en: 'Vegetarian', mm: 'သက်သတ်လွတ်' },
  vegan: { en: 'Vegan (no animal products)', mm: 'တိရစ္ဆာန်ထွက်ပစ္စည်း လုံးဝမပါ' },
  other: { en: 'Other (say which)', mm: 'အခြား (ဖော်ပြပါ)' },
} as const;
export type RetreatDiet = keyof typeof retreatDiets;
export const retreatDietKeys = Object.keys(retreatDiets) as [RetreatDiet, ...RetreatDiet[]];

/** The language of the mail and notifications a yogi receives about an application. */
export const retreatLanguages = ['en', 'mm'] as const;
export type RetreatLanguage = (typeof retreatLanguages)[number];

// ---------------------------------------------------------------------------------------------
// Limits and times

/** A wait-list offer holds its place this many hours unless the course says otherwise. */
export const DEFAULT_OFFER_HOURS = 48;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 336;
/** The reconfirm window opens this many days before the start (the first reminder). */
export const RECONFIRM_OPENS_DAYS = 14;
/** Reminders go this many days before the start (e-mail and in-app). */
export const RECONFIRM_REMINDER_DAYS = [14, 3] as const;
/** The reconfirm deadline: the start of the day this many days before the course (Myanmar time). */
export const RECONFIRM_DEADLINE_DAYS_BEFORE = 1;
/** A yogi accepted late still has at least this many hours to reconfirm (never past the start). */
export const RECONFIRM_MIN_HOURS = 48;
/** Places per group at most. */
export const MAX_GROUP_CAPACITY = 1000;
export const RETREAT_MIN_AGE = 16;
export const RETREAT_MAX_AGE = 110;
/** A note to the yogi, a message to accepted yogis. */
export const RETREAT_NOTE_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// Roles

/** Who runs the retreats desk: courses, decisions, roster, check-in. */
export const retreatWriterRoles = ['admin', 'registrar'] as const;
/** Who may read it (member care reads the lists, not the health answers nor passports). */
export const retreatReaderRoles = ['admin', 'registrar', 'care'] as const;
/** Who sees the health answers and passport details (each opening is audited). */
export const retreatSensitiveRoles = ['admin', 'registrar'] as const;

// ---------------------------------------------------------------------------------------------
// The courses as a record kind of the staff console

/** Courses are drafts until published; the bin keeps them 30 days (only courses nobody applied to are purged). */
export const retreatCourseKind = recordKind({
  base: '/retreats/courses',
  statuses: ['draft', 'published', 'deleted'],
  statusField: 'status',
  sortKeys: ['start_date', 'updated_at', 'title', 'id'],
  defaultSort: 'start_date',
  deletedDays: 30,
});
export const retreatCourseStatuses = retreatCourseKind.statuses;
export type RetreatCourseStatus = (typeof retreatCourseStatuses)[number];
export const retreatCourseSortKeys = retreatCourseKind.sortKeys;

export const retreatApplicationSortKeys = ['applied_at', 'updated_at', 'name', 'wait_position', 'state'] as const;
export type RetreatApplicationSortKey = (typeof retreatApplicationSortKeys)[number];

// ---------------------------------------------------------------------------------------------
// Paths

/** Public reads and the feed, under /rest-api (guests welcome), and the calendar file at the site's root. */
export const retreatPublicPaths = {
  /** GET */ courses: '/retreats/courses',
  /** GET */ course: (id: number) => `/retreats/courses/${id}` as const,
  /** GET, at the site's root (not /rest-api); `?lang=mm` for Myanmar */ ical: (id: number) => `/feeds/retreats/${id}.ics` as const,
} as const;

/** The signed-in member's own applications, under /rest-api. */
export const retreatMemberPaths = {
  /** POST */ apply: (courseId: number) => `/retreats/courses/${courseId}/apply` as const,
  /** GET */ mine: '/retreats/applications',
  /** GET */ one: (id: number) => `/retreats/applications/${id}` as const,
  /** POST */ cancel: (id: number) => `/retreats/applications/${id}/cancel` as const,
  /** POST */ reconfirm: (id: number) => `/retreats/applications/${id}/reconfirm` as const,
  /** POST */ acceptOffer: (id: number) => `/retreats/applications/${id}/accept-offer` as const,
  /** POST */ declineOffer: (id: number) => `/retreats/applications/${id}/decline-offer` as const,
  /** GET: application/pdf (409 with 0045 when the letter is not to be had) */ letter: (id: number, letter: RetreatLetter) =>
    `/retreats/applications/${id}/letters/${letter}` as const,
} as const;

/** The retreats desk, under /admin-api: the course record kind's paths and the applications'. */
export const retreatStaffPaths = {
  courses: retreatCourseKind.paths,
  /** GET: for every reader (care, the gate) */ courseSummaries: '/retreats/course-summaries',
  /** GET: live counts per group and state */ counts: (courseId: number) => `/retreats/courses/${courseId}/counts` as const,
  /** POST: open or close applications */ applicationsOpen: (courseId: number) =>
    `/retreats/courses/${courseId}/applications-open` as const,
  /** POST */ applications: '/retreats/applications/list',
  /** GET (audited) */ application: (id: number) => `/retreats/applications/${id}` as const,
  /** POST */ accept: (id: number) => `/retreats/applications/${id}/accept` as const,
  /** POST */ waitlist: (id: number) => `/retreats/applications/${id}/waitlist` as const,
  /** POST */ decline: (id: number) => `/retreats/applications/${id}/decline` as const,
  /** POST */ move: (id: number) => `/retreats/applications/${id}/move` as const,
  /** POST */ arrived: (id: number) => `/retreats/applications/${id}/arrived` as const,
  /** POST */ noShow: (id: number) => `/retreats/applications/${id}/no-show` as const,
  /** GET: the yogi's letter as application/pdf, registrar and admin (passport details); audited */ letter: (
    id: number,
    letter: RetreatLetter,
  ) => `/retreats/applications/${id}/letters/${letter}` as const,
  /** GET: CSV (BOM, formulas neutralised; audited) */ roster: (courseId: number) => `/retreats/courses/${courseId}/roster.csv` as const,
  /** POST: in-app and e-mail to every accepted, confirmed or arrived yogi */ message: (courseId: number) =>
    `/retreats/courses/${courseId}/message` as const,
} as const;

// ---------------------------------------------------------------------------------------------
// The apply form in both languages

/** The apply form's fields, as the form and its errors name them. */
export const retreatFieldLabels = {
  group: { en: 'Group', mm: 'အုပ်စု' },
  fullName: { en: 'Full Name', mm: 'အမည်အပြည့်အစုံ' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  phoneNo: { en: 'Phone', mm: 'ဖုန်း' },
  age: { en: 'Age', mm: 'အသက်' },
  firstCourse: { en: 'First course', mm: 'ပထမဆုံး သင်တန်း' },
  previousCourses: { en: 'Previous courses', mm: 'ယခင် တက်ရောက်ခဲ့သော သင်တန်းများ' },
  previousTeacher: { en: 'Previous teacher', mm: 'ယခင် ဆရာတော်/ဆရာ' },
  physicalHealth: { en: 'Physical health condition', mm: 'ကိုယ်ကာယ ကျန်းမာရေး အခြေအနေ' },
  physicalHealthDetails: { en: 'Physical health details', mm: 'ကိုယ်ကာယ ကျန်းမာရေး အသေးစိတ်' },
  mentalHealth: { en: 'Mental health condition', mm: 'စိတ်ကျန်းမာရေး အခြေအနေ' },
  mentalHealthDetails: { en: 'Mental health details', mm: 'စိတ်ကျန်းမာရေး အသေးစိတ်' },
  takesMedication: { en: 'Medication', mm: 'သောက်သုံးနေသော ဆေးဝါး' },
  medicationDetails: { en: 'Medication details', mm: 'ဆေးဝါး အသေးစိတ်' },
  emergencyName: { en: 'Emergency contact name', mm: 'အရေးပေါ် ဆက်သွယ်ရန် အမည်' },
  emergencyPhone: { en: 'Emergency contact phone', mm: 'အရေးပေါ် ဆက်သွယ်ရန် ဖုန်း' },
  emergencyRelation: { en: 'Emergency contact relation', mm: 'အရေးပေါ် ဆက်သွယ်ရမည့်သူနှင့် တော်စပ်ပုံ' },
  arrivalTime: { en: 'Arrival time', mm: 'ရောက်ရှိမည့် အချိန်' },
  diet: { en: 'Diet', mm: 'အစားအစာ' },
  dietDetails: { en: 'Diet details', mm: 'အစားအစာ အသေးစိတ်' },
  foreigner: { en: 'Foreign yogi', mm: 'နိုင်ငံခြားသား ယောဂီ' },
  nationality: { en: 'Nationality', mm: 'နိုင်ငံသား' },
  passportNumber: { en: 'Passport number', mm: 'နိုင်ငံကူးလက်မှတ် အမှတ်' },
  visaLetter: { en: 'Visa support letter', mm: 'ဗီဇာ ထောက်ခံစာ' },
  consent: { en: 'Consent to the rules', mm: 'စည်းကမ်းများကို လိုက်နာရန် သဘောတူချက်' },
  language: { en: 'Language', mm: 'ဘာသာစကား' },
  note: { en: 'Note to the yogi', mm: 'ယောဂီထံ မှတ်ချက်' },
  position: { en: 'Position', mm: 'အစီအစဉ်' },
  open: { en: 'Applications open', mm: 'လျှောက်လွှာ လက်ခံခြင်း' },
  courseId: { en: 'Course', mm: 'သင်တန်း' },
  state: { en: 'State', mm: 'အခြေအနေ' },
} as const;
export type RetreatField = keyof typeof retreatFieldLabels;

/** The apply form's questions in the order the form asks them (and the desk shows the answers). */
export const retreatApplyFieldOrder = [
  'group',
  'fullName',
  'email',
  'phoneNo',
  'age',
  'firstCourse',
  'previousCourses',
  'previousTeacher',
  'physicalHealth',
  'physicalHealthDetails',
  'mentalHealth',
  'mentalHealthDetails',
  'takesMedication',
  'medicationDetails',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'arrivalTime',
  'diet',
  'dietDetails',
  'foreigner',
  'nationality',
  'passportNumber',
  'visaLetter',
  'consent',
] as const satisfies readonly RetreatField[];

/** The messages the apply form and the desk say beyond the shared rules, in both languages. */
export const retreatMessages = {
  required: { en: 'Is required', mm: 'ဖြည့်ရန် လိုအပ်ပါသည်' },
  answer: { en: 'Must be answered yes or no', mm: 'ဟုတ်/မဟုတ် ဖြေဆိုရန် လိုအပ်ပါသည်' },
  details: { en: 'Is required when the answer is yes', mm: 'အဖြေ "ဟုတ်" ဖြစ်ပါက ဖြည့်ရန် လိုအပ်ပါသည်' },
  returning: { en: 'Is required for a returning yogi', mm: 'ယခင်က တက်ရောက်ဖူးသူ ယောဂီအတွက် ဖြည့်ရန် လိုအပ်ပါသည်' },
  foreigner: { en: 'Is required for a foreign yogi', mm: 'နိုင်ငံခြားသား ယောဂီအတွက် ဖြည့်ရန် လိုအပ်ပါသည်' },
  dietOther: { en: 'Is required when the diet is other', mm: 'အခြား အစားအစာ ရွေးပါက ဖြည့်ရန် လိုအပ်ပါသည်' },
  consent: { en: 'Must be given to apply', mm: 'လျှောက်ထားရန် သဘောတူရပါမည်' },
  age: { en: `Must be between ${RETREAT_MIN_AGE} and ${RETREAT_MAX_AGE}`, mm: `${RETREAT_MIN_AGE} နှင့် ${RETREAT_MAX_AGE} ကြား ဖြစ်ရပါမည်` },
  time: { en: 'Must be a time (HH:mm)', mm: 'အချိန် (နာရီ:မိနစ်) ဖြစ်ရပါမည်' },
  choice: { en: 'Must be one of the choices', mm: 'ရွေးချယ်စရာများထဲမှ တစ်ခု ဖြစ်ရပါမည်' },
  tooLong: { en: 'Is too long', mm: 'ရှည်လွန်းပါသည်' },
  email: { en: 'Must be a valid email address', mm: 'မှန်ကန်သော အီးမေးလ် ဖြစ်ရပါမည်' },
  position: { en: 'Must be a position on the wait list', mm: 'စောင့်ဆိုင်းစာရင်းရှိ နေရာတစ်ခု ဖြစ်ရပါမည်' },
} as const;
export type RetreatMessage = keyof typeof retreatMessages;

/** The Myanmar text of a message the retreat schemas wrote in English (undefined for another message). */
export function retreatMessageMm(english: string): string | undefined {
  for (const message of Object.values(retreatMessages)) if (message.en === english) return message.mm;
  return undefined;
}

/** 'passportNumber' + 'Is required for a foreign yogi' → the whole message in the language asked. */
export function retreatFieldMessage(field: string, english: string, lang: RetreatLanguage): string {
  const label = (retreatFieldLabels as Record<string, { en: string; mm: string }>)[field.split('.').at(-1) ?? field];
  if (lang === 'mm') return `${label?.mm ?? field} - ${retreatMessageMm(english) ?? english}`;
  return `${label?.en ?? field} ${english.charAt(0).toLowerCase()}${english.slice(1)}`;
}

// ---------------------------------------------------------------------------------------------
// Business outcomes of the member calls (HTTP 200 with the code)

export const RetreatRespCode = {
  /** The course takes no applications now (closed, not published, started). */
  APPLICATIONS_CLOSED: '0040',
  /** The member already has an open application for this course. */
  ALREADY_APPLIED: '0041',
  /** The application is not in a state for this (an offer already answered, a place already released). */
  NOT_NOW: '0042',
  /** The reconfirm window is not open yet, or its deadline has passed. */
  RECONFIRM_CLOSED: '0043',
  /** The group takes no yogis on this course (no places). */
  GROUP_CLOSED: '0044',
  /** No such letter for this application now (no place held, or no visa letter asked for): HTTP 409. */
  NO_LETTER: '0045',
} as const;
export type RetreatRespCode = (typeof RetreatRespCode)[keyof typeof RetreatRespCode];

export const retreatRespMessages: Record<RetreatRespCode, { en: string; mm: string }> = {
  '0040': { en: 'This course does not take applications now.', mm: 'ဤသင်တန်းသည် ယခု လျှောက်လွှာ လက်မခံပါ။' },
  '0041': { en: 'You have already applied for this course.', mm: 'ဤသင်တန်းအတွက် လျှောက်ထားပြီး ဖြစ်ပါသည်။' },
  '0042': {
    en: 'This cannot be done in the application’s current state.',
    mm: 'လျှောက်လွှာ၏ လက်ရှိအခြေအနေတွင် ဤလုပ်ဆောင်ချက်ကို မပြုလုပ်နိုင်ပါ။',
  },
  '0043': { en: 'The reconfirmation window is not open.', mm: 'ပြန်လည်အတည်ပြုရန် အချိန် မဟုတ်ပါ။' },
  '0044': { en: 'This course has no places for this group.', mm: 'ဤသင်တန်းတွင် ဤအုပ်စုအတွက် နေရာ မရှိပါ။' },
  '0045': {
    en: 'This letter is not available for this application.',
    mm: 'ဤလျှောက်လွှာအတွက် ဤစာကို မရနိုင်ပါ။',
  },
};
