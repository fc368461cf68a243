import { describe, expect, it } from 'vitest';
import type { PublicGroup } from '@mahasi/contract/retreat';
import validationMm from '../../locales/mm/validation.json';
import { firstError, initialValues, openGroups, serverFieldErrors, toPayload, validateApply, type ApplyFormValues } from './applyForm';

/** The app's `validation` texts, as the page's `t('validation:<rule>')` gives them in Myanmar. */
const ruleTextMm = (rule: string, params: Record<string, number> = {}) =>
  (validationMm as Record<string, string>)[rule]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const ruleTextEn = (rule: string) => `(${rule})`;

const profile = { userFullName: 'Daw Khin Myo', email: 'khin@example.org', phoneNo: '09420012345' };

/** A form a first-time yogi filled in well. */
function filled(overrides: Partial<ApplyFormValues> = {}): ApplyFormValues {
  return {
    ...initialValues(profile, ['female']),
    age: '42',
    firstCourse: true,
    physicalHealth: false,
    mentalHealth: false,
    takesMedication: false,
    emergencyName: 'U Aung',
    emergencyPhone: '09420098765',
    emergencyRelation: 'Husband',
    arrivalTime: '15:30',
    consent: true,
    ...overrides,
  };
}

describe('the apply form', () => {
  it('starts from the profile, with the only open group chosen and nothing answered', () => {
    const values = initialValues(profile, ['female']);
    expect(values).toMatchObject({ group: 'female', fullName: 'Daw Khin Myo', email: 'khin@example.org', phoneNo: '09420012345' });
    expect(values.firstCourse).toBeNull();
    expect(values.physicalHealth).toBeNull();
    expect(initialValues(null, ['male', 'monk']).group).toBe('');
  });

  it('offers the groups that are not closed', () => {
    const groups: PublicGroup[] = [
      { group: 'male', status: 'closed', placesLeft: 0, waiting: 0 },
      { group: 'female', status: 'wait-list', placesLeft: 0, waiting: 3 },
      { group: 'nun', status: 'places-left', placesLeft: 4, waiting: 0 },
    ];
    expect(openGroups(groups)).toEqual(['female', 'nun']);
  });

  it('passes a well-filled form', () => {
    expect(validateApply(filled(), 'en', ruleTextEn)).toEqual({});
  });

  it('asks every health question to be answered, in English and Myanmar', () => {
    const values = filled({ physicalHealth: null, mentalHealth: null, takesMedication: null });
    expect(validateApply(values, 'en', ruleTextEn)).toEqual({
      physicalHealth: 'Physical health condition must be answered yes or no',
      mentalHealth: 'Mental health condition must be answered yes or no',
      takesMedication: 'Medication must be answered yes or no',
    });
    expect(validateApply(values, 'mm', ruleTextMm).physicalHealth).toBe('ကိုယ်ကာယ ကျန်းမာရေး အခြေအနေ - ဟုတ်/မဟုတ် ဖြေဆိုရန် လိုအပ်ပါသည်');
  });

  it('needs details for a yes, and previous courses and teacher for a returning yogi', () => {
    const errors = validateApply(filled({ takesMedication: true, firstCourse: false }), 'en', ruleTextEn);
    expect(errors).toEqual({
      medicationDetails: 'Medication details is required when the answer is yes',
      previousCourses: 'Previous courses is required for a returning yogi',
      previousTeacher: 'Previous teacher is required for a returning yogi',
    });
    expect(firstError(errors)).toBe('previousCourses');
  });

  it('needs nationality and passport from a foreign yogi only', () => {
    expect(validateApply(filled({ foreigner: true }), 'en', ruleTextEn)).toEqual({
      nationality: 'Nationality is required for a foreign yogi',
      passportNumber: 'Passport number is required for a foreign yogi',
    });
    // Typed, then unticked: not asked for and not sent.
    const payload = toPayload(filled({ foreigner: false, nationality: 'Thai', passportNumber: 'AA123', visaLetter: true }), 'en');
    expect(payload).toMatchObject({ foreigner: false, nationality: '', passportNumber: '', visaLetter: false });
  });

  it('says age, time, consent and a missing group with the contract’s messages', () => {
    const errors = validateApply(filled({ group: '', age: '12', arrivalTime: '', consent: false }), 'en', ruleTextEn);
    expect(errors).toEqual({
      group: 'Group is required',
      age: 'Age must be between 16 and 110',
      arrivalTime: 'Arrival time is required',
      consent: 'Consent to the rules must be given to apply',
    });
    expect(validateApply(filled({ age: '' }), 'mm', ruleTextMm).age).toBe('အသက် - ဖြည့်ရန် လိုအပ်ပါသည်');
  });

  it('says a shared rule (too long, a bad phone) in Myanmar with the app’s own texts', () => {
    const errors = validateApply(filled({ fullName: 'က'.repeat(121), emergencyPhone: 'abc' }), 'mm', ruleTextMm);
    expect(errors.fullName).toBe('အမည်အပြည့်အစုံ - စာလုံး 120 လုံးထက် မပိုရပါ');
    expect(errors.emergencyPhone).toBe('အရေးပေါ် ဆက်သွယ်ရန် ဖုန်း - မှန်ကန်သော ဖုန်းနံပါတ် ဖြစ်ရပါမည်');
  });

  it('shows the server’s field errors like its own, in the reader’s language', () => {
    const fromServer = [
      { field: 'age', message: 'Age must be between 16 and 110' },
      { field: 'passportNumber', message: 'Passport number is required for a foreign yogi' },
      { field: 'emergencyName', message: 'Emergency contact name is required', rule: 'required' as const },
      { field: 'somethingElse', message: 'Something else is wrong' },
    ];
    expect(serverFieldErrors(fromServer, 'en', ruleTextEn)).toEqual({
      age: 'Age must be between 16 and 110',
      passportNumber: 'Passport number is required for a foreign yogi',
      emergencyName: 'Emergency contact name is required',
    });
    expect(serverFieldErrors(fromServer, 'mm', ruleTextMm)).toEqual({
      age: 'အသက် - 16 နှင့် 110 ကြား ဖြစ်ရပါမည်',
      passportNumber: 'နိုင်ငံကူးလက်မှတ် အမှတ် - နိုင်ငံခြားသား ယောဂီအတွက် ဖြည့်ရန် လိုအပ်ပါသည်',
      emergencyName: 'အရေးပေါ် ဆက်သွယ်ရန် အမည် - ဖြည့်ရန် လိုအပ်ပါသည်',
    });
  });

  it('sends the details of a question only when it is answered yes, and the reader’s language', () => {
    const payload = toPayload(
      filled({ physicalHealth: false, physicalHealthDetails: 'typed before', diet: 'vegan', dietDetails: 'x' }),
      'mm',
    );
    expect(payload).toMatchObject({ physicalHealth: false, physicalHealthDetails: '', diet: 'vegan', dietDetails: '', language: 'mm' });
  });
});
