import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

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
