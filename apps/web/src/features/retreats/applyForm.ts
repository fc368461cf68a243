import {
  retreatApplyFieldOrder,
  retreatFieldLabels,
  retreatFieldMessage,
  retreatMessageMm,
  type RetreatDiet,
  type RetreatGroup,
} from '@mahasi/contract/constants/retreat';
import { ruleOf } from '@mahasi/contract/fields';
import { applyPayload, type ApplyPayload, type PublicGroup } from '@mahasi/contract/retreat';
import type { FieldError } from '@mahasi/contract/envelope';
import type { UserInfo } from '@mahasi/contract/user';
import type { RetreatLang } from './labels';

/**
 * The apply form's values as the form holds them: a yes/no question not answered yet is null, a
 * number is the text typed. `toPayload` makes the contract's payload of them, and the contract's
 * own schema (`applyPayload`, the one the server parses with) says what is wrong, field by field.
 */
export interface ApplyFormValues {
  group: RetreatGroup | '';
  fullName: string;
  email: string;
  phoneNo: string;
  age: string;
  firstCourse: boolean | null;
  previousCourses: string;
  previousTeacher: string;
  physicalHealth: boolean | null;
  physicalHealthDetails: string;
  mentalHealth: boolean | null;
  mentalHealthDetails: string;
  takesMedication: boolean | null;
  medicationDetails: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  arrivalTime: string;
  diet: RetreatDiet;
  dietDetails: string;
  foreigner: boolean;
  nationality: string;
  passportNumber: string;
  visaLetter: boolean;
  consent: boolean;
}
export type ApplyField = keyof ApplyFormValues;
export type ApplyErrors = Partial<Record<ApplyField, string>>;

/** The form's fields in the order it shows them: the first with an error gets the focus. */
export const applyFieldOrder: readonly ApplyField[] = retreatApplyFieldOrder;

/** Groups a yogi can apply to: those the course has and that are not closed. */
export const openGroups = (groups: readonly PublicGroup[]): RetreatGroup[] =>
  groups.filter((group) => group.status !== 'closed').map((group) => group.group);

/** A fresh form: name, e-mail and phone from the profile; the only open group chosen already. */
export function initialValues(user: Pick<UserInfo, 'userFullName' | 'email' | 'phoneNo'> | null, groups: RetreatGroup[]): ApplyFormValues {
  return {
    group: groups.length === 1 ? groups[0]! : '',
    fullName: user?.userFullName ?? '',
    email: user?.email ?? '',
    phoneNo: user?.phoneNo ?? '',
    age: '',
    firstCourse: null,
    previousCourses: '',
    previousTeacher: '',
    physicalHealth: null,
    physicalHealthDetails: '',
    mentalHealth: null,
    mentalHealthDetails: '',
    takesMedication: null,
    medicationDetails: '',
    emergencyName: '',
    emergencyPhone: '',
    emergencyRelation: '',
    arrivalTime: '',
    diet: 'none',
    dietDetails: '',
    foreigner: false,
    nationality: '',
    passportNumber: '',
    visaLetter: false,
    consent: false,
  };
}

const unanswered = (value: boolean | null) => (value === null ? undefined : value);
/** A detail only counts when the question that asks for it is answered so. */
const when = (shown: boolean | null, text: string) => (shown ? text : '');

/** The payload the server takes: what is hidden by an answer is sent empty, not as typed before. */
export function toPayload(values: ApplyFormValues, language: RetreatLang): ApplyPayload {
  return {
    group: values.group === '' ? (undefined as unknown as RetreatGroup) : values.group,
    fullName: values.fullName,
    email: values.email.trim(),
    phoneNo: values.phoneNo.trim(),
    age: values.age,
    firstCourse: unanswered(values.firstCourse) as boolean,
    previousCourses: when(values.firstCourse === false, values.previousCourses),
    previousTeacher: when(values.firstCourse === false, values.previousTeacher),
    physicalHealth: unanswered(values.physicalHealth) as boolean,
    physicalHealthDetails: when(values.physicalHealth, values.physicalHealthDetails),
    mentalHealth: unanswered(values.mentalHealth) as boolean,
    mentalHealthDetails: when(values.mentalHealth, values.mentalHealthDetails),
    takesMedication: unanswered(values.takesMedication) as boolean,
    medicationDetails: when(values.takesMedication, values.medicationDetails),
    emergencyName: values.emergencyName,
    emergencyPhone: values.emergencyPhone,
    emergencyRelation: values.emergencyRelation,
    arrivalTime: values.arrivalTime,
    diet: values.diet,
    dietDetails: when(values.diet === 'other', values.dietDetails),
    foreigner: values.foreigner,
    nationality: when(values.foreigner, values.nationality),
    passportNumber: when(values.foreigner, values.passportNumber),
    visaLetter: values.foreigner && values.visaLetter,
    consent: values.consent as true,
    language,
  };
}

/** Says a shared rule ('Must be at most 120 characters') in the reader's language: the app's `validation` texts. */
export type RuleText = (rule: string, params?: Record<string, number>) => string;

/**
 * One field's message in the reader's language, from the English the schema (or the server) wrote:
 * 'Age' + 'Must be between 16 and 110' → 'Age must be between 16 and 110' /
 * 'အသက် - 16 နှင့် 110 ကြား ဖြစ်ရပါမည်'.
 */
export function sayFieldMessage(field: string, english: string, lang: RetreatLang, ruleText: RuleText): string {
  if (lang === 'mm' && retreatMessageMm(english) === undefined) {
    const rule = ruleOf(english);
    const label = (retreatFieldLabels as Record<string, { mm: string }>)[field]?.mm ?? field;
    if (rule) return `${label} - ${ruleText(rule.rule, rule.params)}`;
  }
  return retreatFieldMessage(field, english, lang);
}

/** The first message of each field the contract's schema finds wrong; empty when the form may be sent. */
export function validateApply(values: ApplyFormValues, lang: RetreatLang, ruleText: RuleText): ApplyErrors {
  const result = applyPayload.safeParse(toPayload(values, lang));
  if (result.success) return {};
  const errors: ApplyErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as ApplyField;
    if (!applyFieldOrder.includes(field) || errors[field]) continue;
    errors[field] = sayFieldMessage(field, issue.message, lang, ruleText);
  }
  return errors;
}

/**
 * A 422 reply's field errors, said like the form's own: the server writes 'Age must be between 16
 * and 110' (the English label in front), which is read back to the rule's English and said again in
 * the reader's language. A field the form does not show is left out (the caller shows a general alert).
 */
export function serverFieldErrors(fieldErrors: readonly FieldError[], lang: RetreatLang, ruleText: RuleText): ApplyErrors {
  const errors: ApplyErrors = {};
  for (const { field: path, message } of fieldErrors) {
    const field = path.split('.')[0] as ApplyField;
    if (!applyFieldOrder.includes(field) || errors[field]) continue;
    const label = (retreatFieldLabels as Record<string, { en: string }>)[field]?.en;
    const english =
      label && message.startsWith(`${label} `)
        ? `${message.charAt(label.length + 1).toUpperCase()}${message.slice(label.length + 2)}`
        : message;
    errors[field] = sayFieldMessage(field, english, lang, ruleText);
  }
  return errors;
}

export const firstError = (errors: ApplyErrors): ApplyField | undefined => applyFieldOrder.find((field) => errors[field]);
