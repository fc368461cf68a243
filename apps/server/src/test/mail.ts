import { SMTPServer } from 'smtp-server';
import net, { type AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text part (quoted-printable and base64 bodies are decoded). */
  text: string;
}

/** A real SMTP server in this process; the app delivers to it through nodemailer. */
export async function startSmtpServer(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  /** Holds every message until the returned function is called, as a slow mail server does. */
  hold(): () => void;
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  let held: Promise<void> | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // An address beginning with 'refused-' does not exist on this server (550), as a mistyped one would not.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused-')) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void (held ?? Promise.resolve()).then(() => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeText(raw) });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The six-digit code in the newest message to this address. */
export function latestCode(inbox: ReceivedMail[], to: string): string {
  const mail = inbox.filter((m) => m.to.includes(to)).at(-1);
  const match = mail && /Your code is (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

export type SmtpMode = 'up' | 'down' | 'silent';

/**
 * The same real SMTP server behind a switch: 'down' drops every connection at once (a server that
 * is not there), 'silent' takes connections and never answers (a server that hangs); switching
 * drops the connections held silent. Tests of mail that must wait for the server use it.
 */
export async function startSwitchableSmtpServer(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  set(mode: SmtpMode): void;
  hold(): () => void;
  close(): Promise<void>;
}> {
  const real = await startSmtpServer();
  const realPort = Number(new URL(real.url).port);
  let mode: SmtpMode = 'up';
  const held = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (mode === 'down') return socket.destroy();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
    if (mode === 'silent') return;
    const upstream = net.connect(realPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.once('close', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox: real.inbox,
    hold: () => real.hold(),
    set(next) {
      mode = next;
      for (const socket of held) socket.destroy();
    },
    async close() {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await real.close();
    },
  };
}
