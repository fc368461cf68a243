import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@mahasi/contract/staff';
import type { SentNotification } from '@mahasi/contract/staff-notifications';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { createMember, unique } from '../../test/factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { purgeAfterADay, storedFiles, uploadTestImage } from '../uploads/test-factories.js';
import { notificationComposer } from './composer.js';
import { notifications } from './schema.js';
import { notificationService } from './service.js';
import { COMMAND_LINE } from '../../lib/staffCaller.js';
import { errorFields } from '../../test/fields.js';

let t: TestApp;
let editor: TestStaff;
let care: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor', { fullName: 'Editor Ei' });
  care = await createStaff(t, 'care', { fullName: 'Care Ko Ko' });
});
afterAll(() => t.close());

const send = (token: string, body: object) => staffCall(t, 'POST', '/notifications', token, body);
const sentList = async (token: string, searchObj: object = {}) =>
  (await staffCall(t, 'POST', '/notifications/list', token, { searchObj, pageSize: 100 })).json().data.dataList as SentNotification[];
const memberList = async (token: string) =>
  (await t.member('POST', '/notification/viewDataByPagination', token, { pageSize: 0 })).json().data.dataList as {
    id: number;
    subject: string;
    content: string;
    notiType: number;
  }[];

describe('notifications: who may send', () => {
  it.each(staffRoles.filter((role) => !['admin', 'editor', 'care'].includes(role)))('answers 403 to %s', async (role) => {
    const someone = await createStaff(t, role);
    const subject = `Refused ${unique()}`;
    expect((await send(someone.token, { notiType: 5, subject, content: '<p>x</p>' })).statusCode).toBe(403);
    expect((await staffCall(t, 'POST', '/notifications/list', someone.token, {})).statusCode).toBe(403);
    expect((await staffCall(t, 'POST', '/notifications/1/cancel', someone.token, {})).statusCode).toBe(403);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.subject, subject))).toEqual([]);
  });

  it('lets editors, the care team and admins send', async () => {
    const admin = await createStaff(t, 'admin');
    for (const who of [editor, care, admin]) {
      const res = await send(who.token, { notiType: 5, subject: `From ${who.role} ${unique()}`, content: '<p>Sadhu</p>' });
      expect(res.json().respCode, who.role).toBe('0000');
    }
  });
});

describe('notifications: compose and send', () => {
  it('sends an announcement (type 5) to every member now, sanitised, audit-logged', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const subject = `Kathina ${unique()}`;
    const res = await send(editor.token, {
      notiType: 5,
      subject,
      content: '<p onclick="x()">Robes are offered on the full moon.<script>alert(1)</script></p>',
      link: '/events',
    });
    expect(res.json()).toMatchObject({
      respCode: '0000',
      respMsg: 'Sent.',
      data: { notiType: 5, subject, memberId: null, sentByName: 'Editor Ei', status: 'sent', readCount: 0, link: '/events' },
    });
    for (const member of [a, b]) {
      const item = (await memberList(member.token)).find((n) => n.subject === subject);
      expect(item).toMatchObject({ notiType: 5, content: '<p>Robes are offered on the full moon.</p>' });
    }
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.send'), eq(auditLog.entityId, String(res.json().data.id))));
    expect(logged).toEqual([expect.objectContaining({ staffId: editor.id })]);
  });

  it('sends a Yogi care team reply (type 6) to one member only', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const subject = `Re: sitting ${unique()}`;
    const res = await send(care.token, { notiType: 6, memberId: member.id, subject, content: '<p>Sit for forty minutes.</p>' });
    expect(res.json().data).toMatchObject({ memberId: member.id, memberName: 'U Test Member', recipients: 1 });
    expect((await memberList(member.token)).map((n) => n.subject)).toContain(subject);
    expect((await memberList(other.token)).map((n) => n.subject)).not.toContain(subject);
  });

  it('keeps the images uploaded for a sent or scheduled notification when unused uploads are cleaned away', async () => {
    const member = await createMember(t);
    const [announced, scheduled, unused] = [
      await uploadTestImage(t, editor.token),
      await uploadTestImage(t, care.token),
      await uploadTestImage(t, editor.token),
    ];
    const figure = (url: string) => `<figure><img src="${url}" alt="The hall"><figcaption>The hall</figcaption></figure>`;
    const subject = `Retreat hall ${unique()}`;
    expect((await send(editor.token, { notiType: 5, subject, content: `<p>Ready.</p>${figure(announced.url)}` })).statusCode).toBe(200);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await send(care.token, {
      notiType: 6,
      memberId: member.id,
      subject: 'Re: hall',
      content: figure(scheduled.url),
      at: later,
    });
    expect(res.statusCode).toBe(200);
    await purgeAfterADay(t, [announced.uploadId, scheduled.uploadId, unused.uploadId]);
    expect(await storedFiles(t, announced)).toEqual(announced.keys);
    expect(await storedFiles(t, scheduled)).toEqual(scheduled.keys);
    expect(await storedFiles(t, unused)).toEqual([]);
    expect((await memberList(member.token)).find((n) => n.subject === subject)!.content).toContain(announced.url);
  });

  it('answers 422 naming each field: no member for a type 6, empty content, a bad type, a past time, a foreign link', async () => {
    const res = await send(care.token, { notiType: 6, subject: ' ', content: '<p> </p>', link: 'https://evil.example' });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['content', 'link', 'memberId', 'subject']);
    expect((await send(care.token, { notiType: 4, subject: 'x', content: '<p>x</p>' })).json().errors[0].field).toBe('notiType');
    const past = await send(care.token, {
      notiType: 5,
      subject: 'x',
      content: '<p>x</p>',
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([expect.objectContaining({ field: 'at' })]);
    const nobody = await send(care.token, { notiType: 6, memberId: 99999999, subject: 'x', content: '<p>x</p>' });
    expect(nobody.json().errors).toEqual([expect.objectContaining({ field: 'memberId' })]);
  });
});

describe("notifications: members' personal data stays with the care team and admins", () => {
  it('finds no member for an editor: the recipient search answers 403', async () => {
    const member = await createMember(t, { userFullName: `Daw Private ${unique()}` });
    for (const text of [member.email, 'Daw', '09', 'a']) {
      const res = await staffCall(t, 'POST', '/notifications/recipients', editor.token, { text });
      expect(res.statusCode, text).toBe(403);
      expect(res.json().data).toBeNull();
    }
  });

  it("lists for an editor only what went to every member, never a care team reply or an order's notice to one", async () => {
    const fullName = `Ma Reply ${unique()}`;
    const member = await createMember(t, { userFullName: fullName });
    const reply = (
      await send(care.token, { notiType: 6, memberId: member.id, subject: `Re: ${unique()}`, content: '<p>Private</p>' })
    ).json().data.id as number;
    const notice = await notificationService(t.database.db, t.app.ctx.cache.invalidate).notifyUser(member.id, {
      notiType: 2,
      subject: `Thank you for your Dhamma dāna ${unique()}`,
      content: '<p>Your order is complete.</p>',
    });
    const announced = (await send(editor.token, { notiType: 5, subject: `To all ${unique()}`, content: '<p>x</p>' })).json().data
      .id as number;

    const editorRows = await sentList(editor.token);
    expect(editorRows.map((n) => n.id)).toContain(announced);
    expect(editorRows.filter((n) => n.memberId !== null || n.memberName !== null || n.notiType === 6)).toEqual([]);
    expect(await sentList(editor.token, { notiType: 6 })).toEqual([]);
    expect((await sentList(editor.token, { notiType: 2 })).map((n) => n.id)).not.toContain(notice);
    // The care team (and admins) see them, with the member's name.
    const careRows = await sentList(care.token);
    expect(careRows.find((n) => n.id === reply)).toMatchObject({ memberId: member.id, memberName: fullName });
    expect(careRows.map((n) => n.id)).toContain(notice);
  });

  it('refuses an editor a care team reply, a notification to one member, or cancelling one; an announcement goes', async () => {
    const member = await createMember(t);
    const subject = `Editor to one ${unique()}`;
    for (const body of [
      { notiType: 6, memberId: member.id, subject, content: '<p>x</p>' },
      { notiType: 5, memberId: member.id, subject, content: '<p>x</p>' },
    ]) {
      const res = await send(editor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await t.database.db.select().from(notifications).where(eq(notifications.subject, subject))).toEqual([]);

    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = (
      await send(care.token, { notiType: 6, memberId: member.id, subject: `Later ${unique()}`, content: '<p>x</p>', at })
    ).json().data.id as number;
    expect((await staffCall(t, 'POST', `/notifications/${scheduled}/cancel`, editor.token, {})).statusCode).toBe(403);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.id, scheduled))).toHaveLength(1);
    expect((await staffCall(t, 'POST', `/notifications/${scheduled}/cancel`, care.token, {})).json().respCode).toBe('0000');

    expect((await send(editor.token, { notiType: 5, subject: `Everyone ${unique()}`, content: '<p>x</p>' })).json().respCode).toBe('0000');
  });
});

describe('notifications: a link to a page of this site', () => {
  const foreign = [
    '/\\evil.example',
    '//evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/%5cevil.example',
    '/%2e%2e//evil.example',
  ];

  it.each(foreign)('refuses %j with 422 naming the link', async (link) => {
    const subject = `Foreign link ${unique()}`;
    const res = await send(editor.token, { notiType: 5, subject, content: '<p>x</p>', link });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'link', message: 'Link must be a path of this site, starting with /', rule: 'sitePath' }]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.subject, subject))).toEqual([]);
  });

  it('keeps a page of this site with its query and fragment', async () => {
    for (const link of ['/events/3', '/news?x=1', '/podcasts/1#t']) {
      expect((await send(editor.token, { notiType: 5, subject: `Link ${unique()}`, content: '<p>x</p>', link })).json().data.link).toBe(
        link,
      );
    }
  });

  it('refuses it on the command line too (the composer checks, not only the route)', async () => {
    const composer = notificationComposer({
      db: t.database.db,
      notifications: notificationService(t.database.db),
      invalidate: async () => undefined,
      now: () => new Date(),
    });
    const sent = composer.send(
      COMMAND_LINE,
      { notiType: 5, subject: `CLI ${unique()}`, content: '<p>x</p>', link: '/\\evil.example' },
      'all',
    );
    await expect(sent).rejects.toMatchObject({ errors: [expect.objectContaining({ field: 'link', rule: 'sitePath' })] });
  });
});

describe('notifications: finding the member', () => {
  it('finds confirmed, enabled members by name, e-mail or phone, with the text bound', async () => {
    const tag = unique();
    const member = await createMember(t, { userFullName: `Ma Thida ${tag}`, phoneNo: `09777${Math.floor(Math.random() * 1e6)}` });
    const find = async (text: string) =>
      ((await staffCall(t, 'POST', '/notifications/recipients', care.token, { text })).json().data as { id: number }[]).map((m) => m.id);
    expect(await find(`thida ${tag}`)).toEqual([member.id]);
    expect(await find(member.email)).toEqual([member.id]);
    expect(await find("' or 1=1 --")).toEqual([]);
    expect((await staffCall(t, 'POST', '/notifications/recipients', care.token, { text: ' ' })).statusCode).toBe(422);
    const store = await createStaff(t, 'store');
    expect((await staffCall(t, 'POST', '/notifications/recipients', store.token, { text: tag })).statusCode).toBe(403);
  });
});

describe('notifications: scheduled', () => {
  it('shows a scheduled one from its time on; it can be cancelled before, not after', async () => {
    const member = await createMember(t);
    const subject = `Uposatha ${unique()}`;
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const res = await send(editor.token, { notiType: 5, subject, content: '<p>Observe the precepts.</p>', at: at.toISOString() });
    expect(res.json()).toMatchObject({ respMsg: 'Scheduled.', data: { status: 'scheduled', sendAt: at.toISOString() } });
    const id = res.json().data.id as number;
    expect((await memberList(member.token)).map((n) => n.subject)).not.toContain(subject);
    expect((await sentList(editor.token, { status: 'scheduled' })).map((n) => n.id)).toContain(id);

    // Its time comes: the scheduler announces it to the caches, and members see it.
    await t.database.db.execute(
      sql`update notifications set created_time = now() - interval '1 second', updated_time = now() where id = ${id}`,
    );
    expect((await t.app.ctx.jobs.runJob('notifications.announceDue')).result).toBe(1);
    expect((await t.app.ctx.jobs.runJob('notifications.announceDue')).result).toBe(0);
    await invalidationsDelivered(t);
    expect((await memberList(member.token)).map((n) => n.subject)).toContain(subject);
    expect((await staffCall(t, 'POST', `/notifications/${id}/cancel`, editor.token, {})).json().respCode).toBe('0111');

    const later = await send(editor.token, {
      notiType: 5,
      subject: `Cancelled ${unique()}`,
      content: '<p>x</p>',
      at: new Date(Date.now() + 3600_000).toISOString(),
    });
    const laterId = later.json().data.id as number;
    expect((await staffCall(t, 'POST', `/notifications/${laterId}/cancel`, editor.token, {})).json().respCode).toBe('0000');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.id, laterId))).toEqual([]);
    expect((await staffCall(t, 'POST', `/notifications/${laterId}/cancel`, editor.token, {})).statusCode).toBe(404);
  });
});

describe('notifications: the sent list', () => {
  it('counts the members who read each, by a read mark or by "mark all as read"', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await createMember(t);
    const subject = `Counted ${unique()}`;
    const id = (await send(editor.token, { notiType: 5, subject, content: '<p>x</p>' })).json().data.id as number;
    const row = async () => (await sentList(care.token, { byStaff: true })).find((n) => n.id === id)!;
    expect((await row()).readCount).toBe(0);
    expect((await row()).recipients).toBeGreaterThanOrEqual(3);
    await t.member('POST', '/notification/markAsRead', a.token, { id });
    expect((await row()).readCount).toBe(1);
    await t.member('POST', '/notification/markAllAsRead', b.token, {});
    await t.member('POST', '/notification/markAsRead', a.token, { id });
    await t.member('POST', '/notification/markAllAsRead', a.token, { notiType: 5 });
    expect((await row()).readCount).toBe(2);
    expect((await sentList(care.token, { notiType: 6 })).every((n) => n.notiType === 6)).toBe(true);
  });
});
