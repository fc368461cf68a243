import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The limit on this machine: a bare node:http server that answers each measured endpoint with the
 * exact bytes our server sent (status, headers, body). Run as its own process.
 * Usage: tsx replay.ts <recordings.json> <port>
 */
interface Recording {
  method: string;
  path: string;
  body: string;
  status: number;
  /** Ours, as sent (type, security, caching), but for those node:http writes itself. */
  headers: Record<string, string>;
  response: string;
}

const [file, port] = process.argv.slice(2);
const recordings = JSON.parse(readFileSync(file!, 'utf8')) as Recording[];
const byKey = new Map(recordings.map((r) => [`${r.method} ${r.path} ${r.body}`, { ...r, bytes: Buffer.from(r.response, 'base64') }]));

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = byKey.get(`${req.method} ${req.url} ${Buffer.concat(chunks).toString('utf8')}`);
      if (!hit) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.bytes.length });
      res.end(hit.bytes);
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
