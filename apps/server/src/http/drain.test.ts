import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { closeConnectionsGently, closePort } from './drain.js';

/**
 * Issue 27: a stopping server answers every request on a connection it had accepted, read or not
 * yet, and closes connections after their reply. Raw sockets, so that a test decides exactly when
 * the request's bytes arrive.
 */

interface Served {
  server: http.Server;
  port: number;
  lifecycle: { draining: boolean };
  /** Resolves once the server has closed (every connection ended). */
  close(): Promise<void>;
}

async function serve(gentle: boolean, handler: http.RequestListener = (_request, response) => response.end('ok')): Promise<Served> {
  const server = http.createServer(handler);
  const lifecycle = { draining: false };
  if (gentle) closeConnectionsGently(server, lifecycle, 300);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, port, lifecycle, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A TCP connection the server has accepted (its 'connection' event has fired) but no byte sent yet. */
async function acceptedConnection(served: Served): Promise<net.Socket> {
  const accepted = new Promise<void>((resolve) => served.server.once('connection', () => resolve()));
  const socket = net.connect(served.port, '127.0.0.1');
  socket.on('error', () => undefined);
  await accepted;
  return socket;
}

const request = (path = '/') => `GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`;

/** Everything the server sends until it closes the connection, or the error that ended it. */
function readUntilClosed(socket: net.Socket): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ text, error: error.code ?? error.message }));
    socket.once('close', () => resolve({ text }));
  });
}

/** A gently stopping server with one accepted connection that has sent nothing yet, and what it will read there. */
async function silentConnection() {
  const served = await serve(true);
  const socket = await acceptedConnection(served);
  return { served, socket, received: readUntilClosed(socket) };
}

const statusLines = (text: string) => text.split('\r\n').filter((line) => line.startsWith('HTTP/1.1'));

describe('a request sent on a kept-alive connection as the server stops', () => {
  /** One request answered on a kept-alive connection, then close() and, right after, the next request. */
  async function nextRequestAsItStops(gentle: boolean) {
    const served = await serve(gentle);
    const socket = net.connect(served.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const first = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write(request('/first'));
    await first;
    const received = readUntilClosed(socket);
    const closed = served.close();
    socket.write(request('/second'));
    const { text, error } = await received;
    await closed;
    return { lines: statusLines(text), close: /\r\nconnection: close\r\n/i.test(text), error };
  }

  it('gets no reply from Node’s own close() (the fact this module exists for)', async () => {
    expect((await nextRequestAsItStops(false)).lines).toEqual([]);
  });

  it('is answered, with Connection: close, when the server stops gently', async () => {
    expect(await nextRequestAsItStops(true)).toEqual({ lines: ['HTTP/1.1 200 OK'], close: true, error: undefined });
  });
});

describe('a server stopping gently', () => {
  it('answers a request in flight and closes its connection after the reply', async () => {
    let finish: () => void = () => undefined;
    let handling: () => void = () => undefined;
    const handled = new Promise<void>((resolve) => (handling = resolve));
    const served = await serve(true, (_request, response) => {
      finish = () => response.end('late');
      handling();
    });
    const socket = net.connect(served.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const received = readUntilClosed(socket);
    socket.write(request());
    await handled;
    const closed = served.close();
    finish();
    const { text, error } = await received;
    expect([statusLines(text), /\r\nconnection: close\r\n/i.test(text), text.endsWith('late'), error]).toEqual([
      ['HTTP/1.1 200 OK'],
      true,
      true,
      undefined,
    ]);
    await closed;
  });

  it('answers a request on a connection it accepted before it stopped but had read nothing from yet', async () => {
    const { served, socket, received } = await silentConnection();
    const closed = served.close();
    socket.write(request());
    const { text, error } = await received;
    expect([statusLines(text), /\r\nconnection: close\r\n/i.test(text), error]).toEqual([['HTTP/1.1 200 OK'], true, undefined]);
    await closed;
  });

  it('closes a connection that sends nothing once its grace has passed, so that the stop ends', async () => {
    const { served, received } = await silentConnection();
    const started = Date.now();
    await served.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(statusLines((await received).text)).toEqual([]);
  });

  it('tells kept-alive clients to close after each reply while it drains, and serves them as usual', async () => {
    const served = await serve(true);
    const asked = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ port: served.port, host: '127.0.0.1', agent: new http.Agent({ keepAlive: true }) }, (response) => {
            response.resume();
            resolve({ status: response.statusCode!, connection: response.headers.connection });
          })
          .on('error', reject);
      });
    expect(await asked()).toEqual({ status: 200, connection: 'keep-alive' });
    served.lifecycle.draining = true;
    expect(await asked()).toEqual({ status: 200, connection: 'close' });
    await served.close();
  });
});

describe('the app stopping', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers a request that reached it as the port closed, from the database and its own routes, then closes', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const accepted = new Promise<void>((resolve) => t.app.server.once('connection', () => resolve()));
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await accepted;
    const received = readUntilClosed(socket);
    const closed = closePort(t.app.server);
    socket.write(request('/readyz'));
    const { text } = await received;
    await closed;
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK']);
    expect(text).toContain('"status":"ready"');
  });
});
