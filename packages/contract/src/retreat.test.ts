import { describe, expect, it } from 'vitest';
import { formatFieldMessage } from './fields.js';
import { applyPayload, deskCourseContent, retreatFieldLabels, retreatFieldMessage, retreatMessageMm, retreatMessages } from './retreat.js';

const complete = {
  group: 'female',
  fullName: 'Daw Hla',
  email: 'hla@example.com',
  phoneNo: '09 123 456 789',
  age: 34,
  firstCourse: true,
  physicalHealth: false,
  mentalHealth: false,
  takesMedication: false,
  emergencyName: 'U Ba',
  emergencyPhone: '09 987 654 321',
  emergencyRelation: 'Brother',
  arrivalTime: '14:30',
  consent: true,
};

const errorsOf = (input: unknown) => {
  const parsed = applyPayload.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the apply form', () => {
  it('takes a complete first-course application and keeps the defaults', () => {
    const parsed = applyPayload.parse(complete);
    expect(parsed).toMatchObject({
      group: 'female',
      diet: 'none',
      foreigner: false,
      visaLetter: false,
      language: 'en',
      phoneNo: '09123456789',
    });
  });

  it('names each missing answer, the health questions included', () => {
    const errors = errorsOf({ consent: false });
    expect(errors).toMatchObject({
      group: 'Is required',
      fullName: 'Is required',
      age: 'Is required',
      physicalHealth: retreatMessages.answer.en,
      mentalHealth: retreatMessages.answer.en,
      takesMedication: retreatMessages.answer.en,
      emergencyName: 'Is required',
      arrivalTime: 'Is required',
      consent: retreatMessages.consent.en,
    });
  });

  it('asks for details when a health answer is yes, for previous courses when returning, for the passport when foreign', () => {
    const errors = errorsOf({ ...complete, physicalHealth: true, firstCourse: false, foreigner: true, diet: 'other' });
    expect(errors).toEqual({
      physicalHealthDetails: retreatMessages.details.en,
      previousCourses: retreatMessages.returning.en,
      previousTeacher: retreatMessages.returning.en,
      nationality: retreatMessages.foreigner.en,
      passportNumber: retreatMessages.foreigner.en,
      dietDetails: retreatMessages.dietOther.en,
    });
  });

  it('refuses an age outside the limits and a time that is not HH:mm', () => {
    expect(errorsOf({ ...complete, age: 12, arrivalTime: '25:00' })).toEqual({
      age: retreatMessages.age.en,
      arrivalTime: retreatMessages.time.en,
    });
  });

  it('says every message in English and in Myanmar, naming the field', () => {
    expect(formatFieldMessage('passportNumber', retreatMessages.foreigner.en)).toBe('Passport number is required for a foreign yogi');
    expect(retreatFieldMessage('passportNumber', retreatMessages.foreigner.en, 'mm')).toBe(
      `${retreatFieldLabels.passportNumber.mm} - ${retreatMessages.foreigner.mm}`,
    );
    for (const message of Object.values(retreatMessages)) expect(retreatMessageMm(message.en)).toBe(message.mm);
  });
});

describe('a course on the desk', () => {
  it('refuses an end before the start, naming the end date', () => {
    const parsed = deskCourseContent.safeParse({ startDate: '2027-01-10', endDate: '2027-01-05' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endDate']);
  });

  it('offers 48 hours and no places by default', () => {
    expect(deskCourseContent.parse({})).toMatchObject({
      offerHours: 48,
      capacity: { male: 0, female: 0, monk: 0, nun: 0 },
      admissionMode: 'first-come',
    });
  });
});
