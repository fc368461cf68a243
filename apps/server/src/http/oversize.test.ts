import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test/app.js';
import { postFromAnotherProcess, type ClientPost } from '../test/client.js';
import { createMember, type TestMember } from '../test/factories.js';
import { DISCARD_CAP } from './errors.js';

/**
 * Bodies over a route's limit, sent by Node's fetch (undici) to a listening server: the client
 * must read the 413 and its message, not fail with EPIPE because the server closed the
 * connection while the body was still coming (decision 0043).
 */
describe('over-size bodies over a real connection', () => {
  let t: TestApp;
  let member: TestMember;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const FIVE_MB = 5 * 1024 * 1024;
  const tooLarge = {
    status: 413,
    body: { respCode: RespCode.PAYLOAD_TOO_LARGE, respMsg: respMessages[RespCode.PAYLOAD_TOO_LARGE], data: null },
  };
  const tenOf = (url: string, headers: Record<string, string>, chunked: boolean): ClientPost[] =>
    Array.from({ length: 10 }, () => ({ url: `http://127.0.0.1:${port}${url}`, headers, chunked }));
  const token = () => tenOf('/rest-web-api/auth/token', { [API_KEY_HEADER]: TEST_API_KEY }, false);
  const profile = () => tenOf('/rest-api/user/updateUser', { authorization: `Bearer ${member.token}` }, false);

  it('answers a 5 MB body sent with its length with 413 and its message, 10 times of 10 on each route (fetch failed with EPIPE)', async () => {
    expect(FIVE_MB).toBeLessThan(DISCARD_CAP);
    const results = await postFromAnotherProcess([...token(), ...profile()], FIVE_MB);
    expect(results).toEqual(Array.from({ length: 20 }, () => tooLarge));
  });

  it('answers a 5 MB chunked body (no length) with 413 and its message, 10 times of 10 on each route', async () => {
    const chunked = [...token(), ...profile()].map((post) => ({ ...post, chunked: true }));
    const results = await postFromAnotherProcess(chunked, FIVE_MB);
    expect(results).toEqual(Array.from({ length: 20 }, () => tooLarge));
  });

  it('answers a body declared larger than it will read at once, without waiting for it, and closes the connection', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `POST /rest-web-api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
            `${API_KEY_HEADER}: ${TEST_API_KEY}\r\nContent-Length: ${DISCARD_CAP + 1}\r\n\r\n`,
        ),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual(tooLarge.body);
  });

  it('answers a body within the limit on the same server as before', async () => {
    const [signedIn] = await postFromAnotherProcess(
      [{ url: `http://127.0.0.1:${port}/rest-web-api/auth/token`, headers: { [API_KEY_HEADER]: TEST_API_KEY }, chunked: false }],
      16,
    );
    // The client's body names a user that does not exist: a business answer, not a 413.
    expect(signedIn).toEqual({ status: 200, body: expect.objectContaining({ respCode: RespCode.INVALID_CREDENTIALS }) });
  });
});
