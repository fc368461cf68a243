import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { smtpMailer } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { SmtpMode } from '../../test/mail.js';
import { unique } from '../../test/factories.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { outgoingMail } from './schema.js';

/**
 * Issue 27, "the rest of a bad day": a mail server that is down or hangs while the care team
 * replies or an admin invites someone. The staff member is told the mail is not sent yet; it is
 * kept in the database, listed in the console, and sent once when the server answers, by whichever
 * instance's job gets to it first. The mail server here is a real one behind a switch.
 */

let t: TestApp;
let admin: TestStaff;
let care: TestStaff;
let smtpMode: SmtpMode = 'up';
/** Switches the mail server; a staff member then waits a fifth of a second for a silent one here (5 s in the app). */
function setSmtp(mode: SmtpMode): void {
  smtpMode = mode;
  t.smtp.set(mode);
}
beforeAll(async () => {
  // A server that answers gets as long as it takes: a loaded machine may need more than a fifth of a second to take a mail.
  t = await createTestApp({}, { switchableSmtp: true, mailWaitMs: () => (smtpMode === 'silent' ? 200 : 60_000) });
  admin = await createStaff(t, 'admin', { fullName: 'Admin Aye' });
  care = await createStaff(t, 'care', { fullName: 'Daw Care' });
});
afterAll(() => t.close());
beforeEach(() => setSmtp('up'));

let address = 0;
async function contactMessage(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest-api/contactInfo/create',
    remoteAddress: `10.9.0.${++address}`,
    payload: { name: 'Ko Aung', email, subject: 'Retreat dates', message: 'When does it begin?' },
  });
  return res.json().data.id as number;
}

const waiting = async (who: TestStaff) =>
  (await staffCall(t, 'GET', '/mail/waiting', who.token)).json().data as { id: number; kind: string; recipient: string; status: string }[];
const mailTo = (address: string) => t.inbox.filter((mail) => mail.to.includes(address));
/** Time passes: every waiting mail is due again. */
const makeDue = () =>
  t.database.db
    .update(outgoingMail)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(outgoingMail.status, 'waiting'));

describe('a care-team reply while the mail server is down', () => {
  it('is saved and shown as waiting, listed for the care team, and sent once when the server answers', async () => {
    const email = `visitor-${unique()}@example.org`;
    const id = await contactMessage(email);
    setSmtp('down');
    const res = await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, {
      subject: 'Re: Retreat dates',
      body: '<p>On the 3rd.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.replies).toEqual([expect.objectContaining({ subject: 'Re: Retreat dates', mail: 'waiting', mailedAt: null })]);
    expect((await waiting(care)).filter((mail) => mail.recipient === email)).toEqual([
      expect.objectContaining({ kind: 'care.reply', status: 'waiting', messageId: id }),
    ]);

    // Still down at the next try: still waiting, tried twice.
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    const [row] = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email));
    expect([row!.status, row!.attempts, row!.nextAttemptAt.getTime() > Date.now()]).toEqual(['waiting', 2, true]);

    setSmtp('up');
    // Not due yet: the backoff is kept.
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    expect(mailTo(email)).toHaveLength(0);
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.text).toContain('On the 3rd.');
    const detail = (await staffCall(t, 'GET', `/messages/${id}`, care.token)).json().data;
    expect(detail.replies[0]).toMatchObject({ mail: 'sent', mailedAt: expect.any(String) });
    expect((await waiting(care)).filter((mail) => mail.recipient === email)).toEqual([]);
    // Sent, its text is not kept.
    const [sent] = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email));
    expect([sent!.status, sent!.sealed]).toEqual(['sent', '']);
  });

  it('is sent at once when the server answers, and then is not listed', async () => {
    const email = `visitor-${unique()}@example.org`;
    const id = await contactMessage(email);
    const res = await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: 'Re: dates', body: '<p>Soon.</p>' });
    expect(res.json().data.replies[0]).toMatchObject({ mail: 'sent', mailedAt: expect.any(String) });
    expect(mailTo(email)).toHaveLength(1);
    expect((await waiting(care)).filter((mail) => mail.recipient === email)).toEqual([]);
  });
});

describe('an invitation while the mail server does not answer', () => {
  it('tells the admin within moments that the mail is not sent yet, keeps it sealed, and sends it when asked to try again', async () => {
    const email = `new-${unique()}@mahasi.test`;
    setSmtp('silent');
    const started = Date.now();
    const res = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Ma New', role: 'editor' })).json();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res).toMatchObject({ respCode: '0000', respMsg: 'Invitation saved; its e-mail is not sent yet.', data: { mail: 'waiting' } });
    const token = new URL(res.data.setupUrl).hash.slice(1);
    const [kept] = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email));
    // A database reader does not see the set-up link.
    expect(kept!.sealed).not.toContain(token);
    // Invitations are the admins' to see, not the care team's.
    expect((await waiting(admin)).filter((mail) => mail.recipient === email)).toEqual([expect.objectContaining({ kind: 'staff.invite' })]);
    expect((await waiting(care)).filter((mail) => mail.recipient === email)).toEqual([]);
    expect((await staffCall(t, 'POST', `/mail/${kept!.id}/retry`, care.token)).statusCode).toBe(404);

    // The server comes back; the first attempt, cut off with it, lets go of the mail.
    setSmtp('up');
    await expect
      .poll(async () => (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, kept!.id)))[0]!.claimedUntil)
      .toBeNull();
    const retried = await staffCall(t, 'POST', `/mail/${kept!.id}/retry`, admin.token);
    expect(retried.json().data).toEqual({ id: kept!.id, status: 'sent' });
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.text).toContain(token);
    // Sent: trying again, or the job, sends nothing more.
    expect((await staffCall(t, 'POST', `/mail/${kept!.id}/retry`, admin.token)).json().data.status).toBe('sent');
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    expect(mailTo(email)).toHaveLength(1);
  });

  it('sends only the newest set-up link when a link was made again while the mail waited', async () => {
    const email = `again-${unique()}@mahasi.test`;
    setSmtp('down');
    const first = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Ko Again', role: 'author' })).json().data;
    const second = (await staffCall(t, 'POST', `/staff/${first.staff.id}/resend-invite`, admin.token)).json();
    expect(second).toMatchObject({ respMsg: 'Setup link made; its e-mail is not sent yet.', data: { mail: 'waiting' } });
    expect((await waiting(admin)).filter((mail) => mail.recipient === email)).toHaveLength(1);
    setSmtp('up');
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.text).toContain(new URL(second.data.setupUrl).hash.slice(1));
  });

  it('says at once when the server refuses the address, lists it as refused, and never tries it again', async () => {
    const email = `refused-${unique()}@mahasi.test`;
    const res = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Ko Wrong', role: 'author' })).json();
    expect(res.data.mail).toBe('refused');
    expect((await waiting(admin)).filter((mail) => mail.recipient === email)).toEqual([expect.objectContaining({ status: 'refused' })]);
    await makeDue();
    await t.app.ctx.jobs.runJob('mail.sendWaiting');
    const [row] = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email));
    expect([row!.status, row!.attempts, row!.sealed]).toEqual(['refused', 1, '']);
  });
});

describe('waiting mail and several instances', () => {
  it('is sent once when the jobs of two instances on one database run at the same moment, and by a new instance after a restart', async () => {
    const emails = [`one-${unique()}@example.org`, `two-${unique()}@example.org`];
    setSmtp('down');
    for (const email of emails) {
      const id = await contactMessage(email);
      await staffCall(t, 'POST', `/messages/${id}/reply`, care.token, { subject: 'Re', body: '<p>Yes.</p>' });
    }
    setSmtp('up');
    await makeDue();
    // A second instance, as after a restart or a scale-out: its own pool on the same database.
    const database = t.database.kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.url!, dataDir: t.dataDir }) : t.database;
    const { config } = t.app.ctx;
    const mailer = smtpMailer(config.smtpUrl!, config.mailFrom);
    const second = await buildApp({ config, database, mailer, logger: false, scheduler: false });
    await second.ready();
    try {
      await Promise.all([t.app.ctx.jobs.runJob('mail.sendWaiting'), second.ctx.jobs.runJob('mail.sendWaiting')]);
      await makeDue();
      await Promise.all([second.ctx.jobs.runJob('mail.sendWaiting'), t.app.ctx.jobs.runJob('mail.sendWaiting')]);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
    expect(emails.map((email) => mailTo(email).length)).toEqual([1, 1]);
  });
});
