import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayWithWeekday } from '@mahasi/contract/constants/days';
import { CENTRE } from '../../lib/centre.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { pdfText, squash } from '../../test/pdf.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff } from '../staff/test-factories.js';
import { appliedId, courseContent, dayFromNow, form, openCourse } from './test-factories.js';

let t: TestApp;
let registrar: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ ORG_EMAIL: 'office@mahasi.example.org' });
  [registrar, care] = await createStaffTeam(t, ['registrar', 'care']);
});
afterAll(() => t.close());

const letter = (who: TestMember | undefined, id: number, kind: string) =>
  t.member('GET', `/retreats/applications/${id}/letters/${kind}`, who?.token);
const pdfOf = async (who: TestMember, id: number, kind: string) => {
  const res = await letter(who, id, kind);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="[a-z-]+-letter-${id}\\.pdf"$`));
  return pdfText(res.rawPayload);
};
const lettersInList = async (who: TestMember, id: number) =>
  ((await t.member('GET', '/retreats/applications', who.token)).json().data as { id: number; letters: string[] }[]).find((a) => a.id === id)
    ?.letters;
const foreign = { foreigner: true, nationality: 'German', passportNumber: 'c1234567', visaLetter: true, fullName: 'Anna Schmidt' };

describe('the acceptance letter', () => {
  it('is the owner’s PDF once the place is held, with the course, its dates, the group and the arrival time', async () => {
    const courseId = await openCourse(t, registrar, {
      titleEn: 'Ten-day Satipatthana course',
      startDate: dayFromNow(30),
      endDate: dayFromNow(39),
    });
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId);
    expect(application.state).toBe('accepted');
    expect(await lettersInList(member, application.id)).toEqual(['acceptance']);

    const text = squash(await pdfOf(member, application.id, 'acceptance'));
    for (const expected of [
      'Acceptance letter',
      'Dear U Hla,',
      'Ten-day Satipatthana course',
      '10-day course',
      `${dayWithWeekday(dayFromNow(30), 'en')} to ${dayWithWeekday(dayFromNow(39), 'en')} (10 days)`,
      'Men',
      '03:00 PM (Myanmar time)',
      'Warm clothes',
      'Please reconfirm your place',
      CENTRE.name.en,
      CENTRE.address.en,
      'office@mahasi.example.org',
    ])
      expect(text).toContain(squash(expected));
  });

  it('is written in Myanmar for a yogi who applied in Myanmar, its words in the order written', async () => {
    const courseId = await openCourse(t, registrar, { titleMm: 'သတိပဋ္ဌာန် ဝိပဿနာ ဆယ်ရက် သင်တန်း', whatToBringMm: 'နွေးထွေးသော အဝတ်အစား' });
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId, form('female', { language: 'mm', fullName: 'ဒေါ်ခင်မြင့်' }));
    const text = squash(await pdfOf(member, application.id, 'acceptance'));
    for (const expected of [
      'လက်ခံကြောင်း အကြောင်းကြားစာ',
      'ဒေါ်ခင်မြင့် ထံသို့',
      'သတိပဋ္ဌာန် ဝိပဿနာ ဆယ်ရက် သင်တန်း',
      '၁၀ ရက် သင်တန်း',
      dayWithWeekday(dayFromNow(30), 'mm'),
      'အမျိုးသမီး',
      'ညနေ 03:00 (မြန်မာစံတော်ချိန်)',
      'နွေးထွေးသော အဝတ်အစား',
      CENTRE.name.mm,
      CENTRE.address.mm,
    ])
      expect(text).toContain(squash(expected));
    expect(text).not.toContain('Acceptanceletter');
  });

  it('stays while the place is confirmed or the yogi has arrived', async () => {
    const courseId = await openCourse(t, registrar);
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId);
    const arrived = (
      await staffCall(t, 'POST', `/retreats/applications/${application.id}/arrived`, registrar.token, { version: application.version })
    ).json();
    expect(arrived.data.state).toBe('arrived');
    expect(await pdfOf(member, application.id, 'acceptance')).toContain('Your place is confirmed');
  });

  it('is refused (409, 0045) before acceptance, after a cancellation and to a declined yogi', async () => {
    const reviewed = await openCourse(t, registrar, { admissionMode: 'reviewed' });
    const [waiting, cancelling, declined] = [await createMember(t), await createMember(t), await createMember(t)];
    const applied = await appliedId(t, waiting, reviewed);
    expect(applied.state).toBe('applied');
    expect(await lettersInList(waiting, applied.id)).toEqual([]);
    const refused = await letter(waiting, applied.id, 'acceptance');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ respCode: '0045', respMsg: 'This letter is not available for this application.' });

    const firstCome = await openCourse(t, registrar);
    const held = await appliedId(t, cancelling, firstCome);
    expect((await t.member('POST', `/retreats/applications/${held.id}/cancel`, cancelling.token, {})).json().data.state).toBe('cancelled');
    expect((await letter(cancelling, held.id, 'acceptance')).statusCode).toBe(409);

    const turnedDown = await appliedId(t, declined, reviewed);
    const decision = await staffCall(t, 'POST', `/retreats/applications/${turnedDown.id}/decline`, registrar.token, {
      version: turnedDown.version,
    });
    expect(decision.json().data.state).toBe('declined');
    expect((await letter(declined, turnedDown.id, 'acceptance')).statusCode).toBe(409);
  });
});

describe('the visa support letter', () => {
  it('carries the passport details, the purpose, the dates and the centre’s address and contact', async () => {
    const courseId = await openCourse(t, registrar, { titleEn: 'Ten-day course for foreign yogis' });
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId, form('female', foreign));
    expect(await lettersInList(member, application.id)).toEqual(['acceptance', 'visa']);
    const text = squash(await pdfOf(member, application.id, 'visa'));
    for (const expected of [
      'Visa support letter',
      'To whom it may concern',
      'Anna Schmidt',
      'German',
      'C1234567',
      'Attending a meditation course',
      'Ten-day course for foreign yogis',
      dayWithWeekday(dayFromNow(30), 'en'),
      dayWithWeekday(dayFromNow(40), 'en'),
      CENTRE.address.en,
      CENTRE.phone,
      'office@mahasi.example.org',
    ])
      expect(text).toContain(squash(expected));
  });

  it('is written in Myanmar for a yogi who applied in Myanmar', async () => {
    const courseId = await openCourse(t, registrar);
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId, form('male', { ...foreign, language: 'mm' }));
    const text = squash(await pdfOf(member, application.id, 'visa'));
    for (const expected of ['ဗီဇာ ထောက်ခံစာ', 'နိုင်ငံကူးလက်မှတ် အမှတ် C1234567 ကိုင်ဆောင်သူ Anna Schmidt', 'သက်ဆိုင်သူများသို့', CENTRE.address.mm])
      expect(text).toContain(squash(expected));
  });

  it('is refused (409, 0045) when none was asked for, and before acceptance', async () => {
    const courseId = await openCourse(t, registrar);
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId);
    const refused = await letter(member, application.id, 'visa');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().respCode).toBe('0045');

    const reviewed = await openCourse(t, registrar, { admissionMode: 'reviewed' });
    const asked = await createMember(t);
    const waiting = await appliedId(t, asked, reviewed, form('male', foreign));
    expect((await letter(asked, waiting.id, 'visa')).statusCode).toBe(409);
  });
});

describe('who gets a letter', () => {
  it('is the owner only: another member is refused (403), a guest must sign in (401), an unknown letter is 422', async () => {
    const courseId = await openCourse(t, registrar);
    const [owner, other] = [await createMember(t), await createMember(t)];
    const application = await appliedId(t, owner, courseId, form('male', foreign));
    expect((await letter(other, application.id, 'acceptance')).statusCode).toBe(403);
    expect((await letter(other, application.id, 'visa')).statusCode).toBe(403);
    expect((await letter(undefined, application.id, 'visa')).statusCode).toBe(401);
    expect((await letter(owner, application.id + 100_000, 'visa')).statusCode).toBe(404);
    expect((await letter(owner, application.id, 'invoice')).statusCode).toBe(422);
  });

  it('on the desk, the registrar downloads it (audited); care, who may not read passports, is refused', async () => {
    const courseId = await openCourse(t, registrar, courseContent());
    const member = await createMember(t);
    const application = await appliedId(t, member, courseId, form('male', foreign));
    const detail = (by: TestStaff) => staffCall(t, 'GET', `/retreats/applications/${application.id}`, by.token);
    expect((await detail(registrar)).json().data.letters).toEqual(['acceptance', 'visa']);
    expect((await detail(care)).json().data.letters).toEqual([]);
    const url = `/retreats/applications/${application.id}/letters/visa`;
    const res = await staffCall(t, 'GET', url, registrar.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(squash(await pdfText(res.rawPayload))).toContain('C1234567');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retreat-application.letter'), eq(auditLog.entityId, String(application.id))));
    expect(audited).toHaveLength(1);
    expect((await staffCall(t, 'GET', url, care.token)).statusCode).toBe(403);
  });
});
