import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { CONTACT_LIMIT_PER_HOUR } from './contact.js';
import { contactMessages } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORG_EMAIL: 'office@mahasi.example.org' });
});
afterAll(() => t.close());

let address = 0;
/** Each test sends from its own address so that the rate limit of one does not touch another. */
const send = (body: object, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/rest-api/contactInfo/create', payload: body, remoteAddress });

const valid = {
  name: 'Ko Aung',
  email: 'Aung@Example.org',
  subject: 'Retreat dates',
  message: 'When does the next ten-day retreat begin?',
};

describe('POST /contactInfo/create', () => {
  it('answers 422 naming each missing or wrong field', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', subject: '', message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('needs an e-mail address or a phone number', async () => {
    const res = await send({ name: 'Ma Hla', subject: 'Hello', message: 'Hello' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Email or phone is required', rule: 'emailOrPhone' }]);
    const byPhone = await send({ name: 'Ma Hla', phoneNo: '09 420 111 222', subject: 'Hello', message: 'Hello' });
    expect(byPhone.json()).toMatchObject({ respCode: '0000' });
  });

  it('stores the message with Zawgyi converted and mails it to the organisation', async () => {
    const res = await send({ ...valid, subject: 'ျမန္မာႏိုင္ငံ', message: 'Sadhu ျမန္မာႏိုင္ငံ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ respCode: '0000', respMsg: 'Thank you. Your message has been sent.' });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({ name: 'Ko Aung', email: 'aung@example.org', subject: 'မြန်မာနိုင်ငံ', message: 'Sadhu မြန်မာနိုင်ငံ' });
    expect(row!.mailedAt).not.toBeNull();
    const mail = t.inbox.find((m) => m.to.includes('office@mahasi.example.org') && m.text.includes(`Message #${body.data.id}`));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Reply-To: aung@example.org/i);
    expect(mail!.text).toContain('Name: Ko Aung');
    expect(mail!.text).toContain('Sadhu');
  });

  it('limits how many messages one address may send in an hour', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
      expect((await send({ ...valid, email: `visitor${i}@example.org` }, from)).statusCode).toBe(200);
    }
    const blocked = await send({ ...valid, email: 'another@example.org' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().respCode).toBe('0429');
    expect((await send({ ...valid, email: 'another@example.org' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts an IPv6 network (/64) as one address: a sender cannot step around the limit by changing its host part', async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
      const from = `2001:db8:7:9::${(i + 1).toString(16)}`;
      expect((await send({ ...valid, email: `six${i}@example.org` }, from)).statusCode).toBe(200);
    }
    const blocked = await send({ ...valid, email: 'six-more@example.org' }, '2001:db8:7:9:abcd:1:2:3');
    expect(blocked.statusCode).toBe(429);
    // The next network is someone else.
    expect((await send({ ...valid, email: 'six-more@example.org' }, '2001:db8:7:a::1')).statusCode).toBe(200);
  });
});
