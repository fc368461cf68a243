import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@mahasi/contract/staff';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, unique } from '../../test/factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { purgeAfterADay, storedFiles, uploadTestImage } from '../uploads/test-factories.js';
import { errorFields } from '../../test/fields.js';

let t: TestApp;
let admin: TestStaff;
let care: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ ORG_EMAIL: 'office@mahasi.example.org' });
  admin = await createStaff(t, 'admin', { fullName: 'Admin Aye' });
  care = await createStaff(t, 'care', { fullName: 'Daw Care' });
});
afterAll(() => t.close());

let address = 0;
/** A contact form message, sent signed in when a member token is given; answers its id. */
async function contact(body: Partial<Record<string, string>> = {}, token?: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest-api/contactInfo/create',
    remoteAddress: `10.1.0.${++address}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { name: 'Ko Aung', email: `aung-${unique()}@example.org`, subject: 'Retreat dates', message: 'When does it begin?', ...body },
  });
  if (res.json().respCode !== '0000') throw new Error(res.body);
  return res.json().data.id as number;
}

const notificationsOf = async (token: string) =>
  (await t.member('POST', '/notification/viewDataByPagination', token, { pageSize: 0, searchObj: { notiType: 6 } })).json().data
    .dataList as {
    subject: string;
    content: string;
  }[];

describe('messages: who may do what', () => {
  it.each(staffRoles.filter((role) => role !== 'admin' && role !== 'care'))('answers 403 to %s on every messages call', async (role) => {
    const someone = await createStaff(t, role);
    const id = await contact();
    for (const [method, url, body] of [
      ['POST', '/messages/list', {}],
      ['GET', '/messages/assignees', undefined],
      ['GET', `/messages/${id}`, undefined],
      ['POST', `/messages/${id}/assign`, { staffId: someone.id }],
      ['POST', `/messages/${id}/status`, { status: 'closed' }],
      ['POST', `/messages/${id}/reply`, { subject: 'Re', body: '<p>Hi</p>' }],
    ] as const) {
      expect((await staffCall(t, method, url, someone.token, body)).statusCode, url).toBe(403);
    }
    const detail = (await staffCall(t, 'GET', `/messages/${id}`, care.token)).json().data;
    expect(detail).toMatchObject({ status: 'new', assignedStaffId: null, replies: [] });
  });

  it('answers 401 without a staff token', async () => {
    expect((await staffCall(t, 'POST', '/messages/list', undefined, {})).statusCode).toBe(401);
  });
});

describe('messages: the inbox', () => {
  it('lists new messages, newest first, searched and filtered by status and assignee', async () => {
    const tag = unique();
    const first = await contact({ name: `ဦးမောင် ${tag}` });
    const second = await contact({ subject: `Dana ${tag}` });
    const page = (searchObj: object) => staffCall(t, 'POST', '/messages/list', care.token, { searchObj });
    expect((await page({ text: tag })).json().data.dataList.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect((await page({ text: tag, status: 'new' })).json().data.numOfRows).toBe(2);
    await staffCall(t, 'POST', `/messages/${first}/assign`, care.token, { staffId: care.id });
    const mine = (await page({ text: tag, assignedStaffId: care.id })).json().data.dataList;
    expect(mine).toEqual([expect.objectContaining({ id: first, assignedStaffName: 'Daw Care', status: 'new' })]);
    expect((await page({ text: tag, unassigned: true })).json().data.dataList.map((m: { id: number }) => m.id)).toEqual([second]);
    expect((await page({ text: "' or 1=1 --" })).json().data.numOfRows).toBe(0);
  });

  it('assigns only to care team members and admins, and logs it', async () => {
    const id = await contact();
    const editor = await createStaff(t, 'editor');
    const res = await staffCall(t, 'POST', `/messages/${id}/assign`, admin.token, { staffId: editor.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('staffId');
    expect((await staffCall(t, 'POST', `/messages/${id}/assign`, admin.token, { staffId: care.id })).json().data.assignedStaffId).toBe(
      care.id,
    );
    expect((await staffCall(t, 'POST', `/messages/${id}/assign`, admin.token, { staffId: null })).json().data.assignedStaffId).toBeNull();
    const assignees = (await staffCall(t, 'GET', '/messages/assignees', care.token)).json().data as { id: number }[];
    expect(assignees.map((a) => a.id)).toEqual(expect.arrayContaining([care.id, admin.id]));
    expect(assignees.map((a) => a.id)).not.toContain(editor.id);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.assign'), eq(auditLog.entityId, String(id))));
    expect(logged).toHaveLength(2);
  });

  it('closes and reopens a message', async () => {
    const id = await contact();
    expect((await staffCall(t, 'POST', `/messages/${id}/status`, care.token, { status: 'closed' })).json().data.status).toBe('closed');
    expect((await staffCall(t, 'POST', `/messages/${id}/status`, care.token, { status: 'new' })).json().data.status).toBe('new');
    expect((await staffCall(t, 'POST', `/messages/${id}/status`, care.token, { status: 'lost' })).statusCode).toBe(422);
  });

  it('answers 404 for an unknown message', async () => {
    expect((await staffCall(t, 'GET', '/messages/99999999', care.token)).statusCode).toBe(404);
    expect((await staffCall(t, 'POST', '/messages/99999999/reply', care.token, { subject: 'x', body: '<p>x</p>' })).statusCode).toBe(404);
  });
});

describe('messages: replies', () => {
  it('answers a signed-in member by e-mail and in their notifications; the reply stays with the message', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const id = await contact({ email: member.email, subject: 'Noting while walking', message: 'How slowly should I walk?' }, member.token);
    const res = await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, {
      subject: 'Re: Noting while walking',
      body: '<p>Walk slowly, noting <strong>lifting, moving, placing</strong>.</p><script>alert(1)</script>',
    });
    expect(res.json()).toMatchObject({
      respCode: '0000',
      data: {
        status: 'replied',
        memberId: member.id,
        assignedStaffId: care.id,
        replies: [{ staffName: 'Daw Care', subject: 'Re: Noting while walking', notified: true, mailedAt: expect.any(String) }],
      },
    });
    expect(res.json().data.replies[0].body).not.toContain('script');

    const mail = t.inbox.findLast((m) => m.to.includes(member.email));
    expect(mail!.text).toContain('Walk slowly, noting');
    expect(mail!.text).toContain('How slowly should I walk?');

    const theirs = await notificationsOf(member.token);
    expect(theirs).toEqual([expect.objectContaining({ subject: 'Re: Noting while walking', content: expect.stringContaining('lifting') })]);
    expect(await notificationsOf(other.token)).toEqual([]);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.reply'), eq(auditLog.entityId, String(id))));
    expect(logged).toEqual([expect.objectContaining({ staffId: care.id })]);
  });

  it("does not file a guest's message as the member whose e-mail it names: the reply reaches no member's notifications", async () => {
    const member = await createMember(t);
    const id = await contact({ email: member.email.toUpperCase(), subject: 'Please reset my account' });
    await staffCall(t, 'POST', `/messages/${id}/reply`, admin.token, { subject: 'Re: your account', body: '<p>Done.</p>', close: true });
    const detail = (await staffCall(t, 'GET', `/messages/${id}`, care.token)).json().data;
    expect(detail).toMatchObject({ status: 'closed', memberId: null, replies: [{ notified: false }] });
    expect((await notificationsOf(member.token)).map((n) => n.subject)).not.toContain('Re: your account');
  });

  it('answers a guest by e-mail only', async () => {
    const email = `guest-${unique()}@example.org`;
    const id = await contact({ email });
    const data = (await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: 'Re: hi', body: '<p>Sadhu.</p>' })).json()
      .data;
    expect(data).toMatchObject({ memberId: null, replies: [{ notified: false, mailedAt: expect.any(String) }] });
    expect(t.inbox.findLast((m) => m.to.includes(email))!.text).toContain('Sadhu.');
  });

  it('keeps a reply to a sender without e-mail, unmailed', async () => {
    const id = await contact({ email: '', phoneNo: '09420111222' });
    const data = (await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: 'Re', body: '<p>Called you.</p>' })).json()
      .data;
    expect(data.replies).toEqual([expect.objectContaining({ mailedAt: null, notified: false })]);
  });

  it('keeps the images uploaded for a sent reply when unused uploads are cleaned away, and mails them by full address', async () => {
    const member = await createMember(t);
    const id = await contact({ email: member.email }, member.token);
    const [inReply, unused] = [await uploadTestImage(t, care.token), await uploadTestImage(t, care.token)];
    const body = `<p>The walking path:</p><figure><img src="${inReply.url}" alt="The walking path"><figcaption>Walk here.</figcaption></figure>`;
    const res = await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: 'Re: where to walk', body });
    expect(res.json().data.replies[0].body).toContain(inReply.url);
    await purgeAfterADay(t, [inReply.uploadId, unused.uploadId]);
    // The reply (kept with the message, and in the member's notifications) still shows its picture.
    expect(await storedFiles(t, inReply)).toEqual(inReply.keys);
    expect(await storedFiles(t, unused)).toEqual([]);
    const shown = (await notificationsOf(member.token)).find((n) => n.subject === 'Re: where to walk')!;
    expect(shown.content).toContain(inReply.url);
    // An e-mail has no site to be relative to.
    const html = t.inbox
      .findLast((m) => m.to.includes(member.email))!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(html).toContain(`src="${t.app.ctx.config.siteUrl}${inReply.url}"`);
  });

  it('answers 422 naming the field for an empty reply', async () => {
    const id = await contact();
    const res = await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: '', body: '<p> </p>' });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['body', 'subject']);
    expect((await staffCall(t, 'GET', `/messages/${id}`, care.token)).json().data).toMatchObject({ status: 'new', replies: [] });
  });
});
