import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../lib/crypto.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go when it is not the sender (the contact form: the visitor's address). */
  replyTo?: string;
  /** The same for every attempt at one kept mail, so that a mail program shows it once should it arrive twice. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The mail server refused the recipient's address: the client's mistake (a 422), not the server's. */
export class RecipientRefusedError extends Error {}

/**
 * Real delivery through the SMTP server named by SMTP_URL. A server that does not answer fails
 * within seconds rather than nodemailer's minutes: a member's code request says so at once, and
 * staff mail is kept and retried (modules/mail).
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        // EENVELOPE: every recipient refused (a 5xx answer to RCPT TO); anything else is the server's.
        if ((error as { code?: unknown }).code === 'EENVELOPE' && Number((error as { responseCode?: unknown }).responseCode) >= 500) {
          throw new RecipientRefusedError('The mail server refused the address', { cause: error });
        }
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP_URL, messages are kept as JSON files under DATA_DIR/outbox and logged, so that a
 * developer can read a confirmation code and finish registration locally. Phone numbers, for
 * which no SMS gateway is configured, land here too. The log shows a message's text (codes,
 * set-up links) only in development: elsewhere logs leave the machine, and codes are secrets.
 */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger, options: { showText?: boolean } = {}): Mailer {
  const folder = path.join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.json`);
      // Written under another name, then renamed: a reader (or a process killed mid-write) never
      // leaves or sees half a message under a .json name.
      await writeFile(`${file}.part`, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      await rename(`${file}.part`, file);
      if (options.showText) log.info({ to: message.to, subject: message.subject, file }, `Outbox: ${message.text}`);
      else log.info({ subject: message.subject, file }, 'Outbox: message kept');
    },
    async close() {},
  };
}
