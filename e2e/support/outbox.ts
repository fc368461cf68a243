import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config.js';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

async function messagesTo(to: string): Promise<OutboxMessage[]> {
  const folder = path.join(DATA_DIR, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMessage),
  );
  return messages.filter((m) => m.to === to).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest six-digit code the server sent to this address (waits for it to arrive). */
export async function latestCode(to: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = (await messagesTo(to)).filter((m) => !after || m.sentAt > after);
      const match = /\b(\d{6})\b/.exec(list.at(-1)?.text ?? '');
      code = match?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
