import { spawn } from 'node:child_process';

/** One POST as the client process sends it: the body `bytes` long, with or without a length. */
export interface ClientPost {
  url: string;
  headers: Record<string, string>;
  /** Sent as a stream of 64 KB chunks (Transfer-Encoding: chunked) instead of with a Content-Length. */
  chunked: boolean;
}

/** What the client saw: the status and JSON body, or (status 0) the network error's code. */
export interface ClientResult {
  status: number;
  body: unknown;
}

// Runs in its own Node process: with the server in the same event loop, the client's writes and
// the server's reads take turns, and a closed connection does not show as it does to a real client.
const CLIENT = `
const { posts, bytes } = JSON.parse(process.argv[1]);
const body = Buffer.from('{"userName":"' + 'a'.repeat(bytes) + '","password":"x","userType":"2"}');
const stream = () => new ReadableStream({
  start(controller) {
    for (let at = 0; at < body.length; at += 65536) controller.enqueue(body.subarray(at, at + 65536));
    controller.close();
  },
});
const results = [];
for (const { url, headers, chunked } of posts) {
  try {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers } };
    const res = await fetch(url, chunked ? { ...init, body: stream(), duplex: 'half' } : { ...init, body });
    results.push({ status: res.status, body: await res.json() });
  } catch (error) {
    results.push({ status: 0, body: error.cause?.code ?? String(error) });
  }
}
process.stdout.write(JSON.stringify(results));
`;

/**
 * Sends the posts one after another with Node's fetch (undici) from a separate Node process, each
 * with a JSON body of about `bytes` bytes, and returns what that client saw.
 */
export function postFromAnotherProcess(posts: ClientPost[], bytes: number): Promise<ClientResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, JSON.stringify({ posts, bytes })]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as ClientResult[]);
      else reject(new Error(`the client process failed (${code}): ${err}`));
    });
  });
}
