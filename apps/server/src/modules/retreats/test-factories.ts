import { expect } from 'vitest';
import type { ApplyPayload, DeskCourseContent, RetreatGroup } from '@mahasi/contract/retreat';
import type { TestApp } from '../../test/app.js';
import type { TestMember } from '../../test/factories.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { staffCall, type TestStaff } from '../staff/test-factories.js';

const DAY = 24 * 60 * 60 * 1000;
export const dayFromNow = (days: number) => yangonDay(new Date(Date.now() + days * DAY));

let seq = 0;
export const courseContent = (overrides: Partial<DeskCourseContent> = {}): DeskCourseContent => ({
  titleEn: `Ten-day course ${++seq}`,
  titleMm: `ဆယ်ရက် သင်တန်း ${seq}`,
  teacherEn: 'Sayadaw U Pandita',
  teacherMm: 'ဆရာတော် ဦးပဏ္ဍိတ',
  kind: 'ten-day',
  instructionLanguage: 'my-en',
  startDate: dayFromNow(30),
  endDate: dayFromNow(40),
  scheduleEn: '4:00 wake up',
  rulesEn: 'Noble silence',
  whatToBringEn: 'Warm clothes',
  directionsEn: 'Bus 43',
  capacity: { male: 2, female: 2, monk: 0, nun: 0 },
  offerHours: 48,
  admissionMode: 'first-come',
  ...overrides,
});

/** A published course whose applications are open, made by `by` (a registrar or an admin). */
export async function openCourse(t: TestApp, by: TestStaff, overrides: Partial<DeskCourseContent> = {}): Promise<number> {
  const desk = (url: string, body: unknown) => staffCall(t, 'POST', url, by.token, body);
  const created = (await desk('/retreats/courses', courseContent(overrides))).json();
  expect(created.respCode, JSON.stringify(created)).toBe('0000');
  const published = (await desk(`/retreats/courses/${created.data.id}/publish`, { version: created.data.version })).json();
  expect(published.respCode, JSON.stringify(published)).toBe('0000');
  const opened = (
    await desk(`/retreats/courses/${created.data.id}/applications-open`, { open: true, version: published.data.version })
  ).json();
  expect(opened.respCode, JSON.stringify(opened)).toBe('0000');
  return created.data.id as number;
}

/** A complete apply form. */
export const form = (group: RetreatGroup = 'male', overrides: Partial<ApplyPayload> = {}): ApplyPayload => ({
  group,
  fullName: 'U Hla',
  email: '',
  phoneNo: '09123456789',
  age: 40,
  firstCourse: true,
  physicalHealth: true,
  physicalHealthDetails: 'Bad knee',
  mentalHealth: false,
  takesMedication: false,
  emergencyName: 'Daw Mya',
  emergencyPhone: '09987654321',
  emergencyRelation: 'Wife',
  arrivalTime: '15:00',
  consent: true,
  ...overrides,
});

/** Applies and expects success; the application as the reply gives it. */
export async function appliedId(t: TestApp, who: TestMember, courseId: number, body: unknown = form()) {
  const res = (await t.member('POST', `/retreats/courses/${courseId}/apply`, who.token, body)).json();
  expect(res.respCode, JSON.stringify(res)).toBe('0000');
  return res.data as { id: number; state: string; waitPosition: number | null; version: number };
}
