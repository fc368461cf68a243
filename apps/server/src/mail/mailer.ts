import { mkdir, writeFile } from 'node:fs/promises';
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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through the SMTP server named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP_URL, messages are kept as JSON files under DATA_DIR/outbox and logged, so that a
 * developer can read a confirmation code and finish registration locally. Phone numbers, for
 * which no SMS gateway is configured, land here too.
 */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const folder = path.join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.json`);
      await writeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      log.info({ to: message.to, subject: message.subject, file }, `Outbox: ${message.text}`);
    },
    async close() {},
  };
}
