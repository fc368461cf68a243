import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { mp3 } from '../../test/media.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { uploads } from '../uploads/schema.js';

let t: TestApp;
let origin: string;
let editor: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  editor = await createStaff(t, 'editor');
});
afterAll(() => t.close());

/** A whole file sent over tus in one PATCH, then finished as audio; the upload's id. */
async function uploadAudio(body: Buffer): Promise<number> {
  const auth = { authorization: `Bearer ${editor.token}`, 'tus-resumable': '1.0.0' };
  const meta = `kind ${Buffer.from('audio').toString('base64')},filename ${Buffer.from('talk.mp3').toString('base64')}`;
  const created = await fetch(`${origin}/admin-api/uploads/tus`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(body.length), 'upload-metadata': meta },
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, origin).toString();
  const sent = await fetch(url, {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body,
  });
  expect(sent.status).toBe(204);
  const done = (await staffCall(t, 'POST', '/uploads/audio', editor.token, { tusId: url.split('/').at(-1) })).json();
  expect(done.respCode).toBe('0000');
  return done.data.uploadId as number;
}

describe('a Dhamma record with its audio', () => {
  it('takes an uploaded audio file, keeps it, and readers get a player with its length', async () => {
    const audioUploadId = await uploadAudio(mp3(4));
    const created = (
      await staffCall(t, 'POST', '/catalogue/dhamma-records', editor.token, {
        titleEn: 'Noting the rising and falling',
        titleMm: 'ဖောင်းခြင်း ပိန်ခြင်း',
        recordedOn: '1979-06-01',
        kind: 'audio',
        audioUploadId,
      })
    ).json();
    expect(created.respCode).toBe('0000');
    expect(created.data.audioUrl).toMatch(/\.mp3$/);
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, audioUploadId)))[0]!.attachedAt).not.toBeNull();
    // A picture is not audio.
    const image = await staffCall(t, 'POST', '/catalogue/dhamma-records', editor.token, {
      titleEn: 'x',
      recordedOn: '1979-06-01',
      kind: 'audio',
      audioUploadId: 999_999,
    });
    expect(image.json().errors).toEqual([expect.objectContaining({ field: 'audioUploadId' })]);

    const published = await staffCall(t, 'POST', `/catalogue/dhamma-records/${created.data.id}/publish`, editor.token, {
      version: created.data.version,
    });
    expect(published.json().respCode).toBe('0000');
    await invalidationsDelivered(t);
    const shown = (await t.member('GET', `/dhammaRecord/getDataById/${created.data.id}`, undefined)).json().data;
    expect(shown).toMatchObject({ kind: 'audio', mediaUrl: created.data.audioUrl, mediaType: 'audio/mpeg' });
    expect(shown.durationSeconds).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ method: 'GET', url: shown.mediaUrl })).statusCode).toBe(200);
  });
});
