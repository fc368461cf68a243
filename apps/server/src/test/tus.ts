import type { AddressInfo } from 'node:net';
import type { TestApp } from './app.js';
import { staffCall } from '../modules/staff/test-factories.js';

/**
 * A file sent to the console's resumable upload (tus 1.0.0, as tus-js-client speaks it) in one
 * PATCH and finished, as the console's upload fields do. The app must be listening (`listen`).
 */
export async function uploadResumable(
  t: TestApp,
  token: string,
  kind: 'audio' | 'pdf',
  body: Buffer,
  filename: string,
): Promise<{ status: number; json: { respCode: string; data: { uploadId: number } & Record<string, unknown>; errors?: unknown } }> {
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const metadata = Object.entries({ kind, filename })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await fetch(`${origin}/admin-api/uploads/tus`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(body.length),
      'upload-metadata': metadata,
      authorization: `Bearer ${token}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  const url = new URL(created.headers.get('location')!, origin).toString();
  const sent = await fetch(url, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      authorization: `Bearer ${token}`,
    },
    body,
  });
  if (sent.status !== 204) throw new Error(`tus PATCH answered ${sent.status}`);
  const res = await staffCall(t, 'POST', `/uploads/${kind}`, token, { tusId: url.split('/').at(-1) });
  return { status: res.statusCode, json: res.json() };
}

/** Starts the test app on a free port (tus needs a real connection). */
export const listen = (t: TestApp) => t.app.listen({ port: 0, host: '127.0.0.1' });

/** The id of a file uploaded as `uploadResumable` does; an upload refused throws. */
export async function uploadedId(t: TestApp, token: string, kind: 'audio' | 'pdf', body: Buffer, filename: string): Promise<number> {
  const res = await uploadResumable(t, token, kind, body, filename);
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return res.json.data.uploadId;
}
