import { execFile } from 'node:child_process';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from '../../support/api.js';
import { registerUser, type TestUser } from '../../support/shell/users.js';

/** Seeded e-books (demo content): id, English title, minimum donations in minor units. */
export const BOOKS = {
  practical: { id: 1, title: 'Practical Insight Meditation', mmk: 300000, usd: 200 },
  progress: { id: 2, title: 'The Progress of Insight', mmk: 400000, usd: 200 },
} as const;

export interface Member extends TestUser {
  token: string;
}

/** A fresh, confirmed member whose page starts logged in. */
export async function member(page: Page, request: APIRequestContext, fullName: string): Promise<Member> {
  const user = await registerUser(request, fullName);
  const token = await apiLogin(request, user.email, user.password);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return { ...user, token };
}

async function call<T>(request: APIRequestContext, token: string, method: 'post' | 'get', url: string, data?: unknown): Promise<T> {
  const res = await request[method](`/rest-api${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { respCode: string; data: T };
  expect(body.respCode, `${url}: ${JSON.stringify(body)}`).toBe('0000');
  return body.data;
}

/** Adds an e-book through the API (as the donation box does: cart first, then the item). */
export async function addByApi(request: APIRequestContext, token: string, ebookId: number, unitDonatePrice?: number): Promise<void> {
  const cart = await call<{ id: number; currencyCode: string }>(request, token, 'post', '/cart/save-cart', { currencyCode: 'MMK' });
  await call(request, token, 'post', '/cart/add-item', {
    cartId: cart.id,
    ebookId,
    currencyCode: cart.currencyCode,
    unitDonatePrice,
    quantity: 1,
    extraText: '',
  });
}

/** The text of a PDF (poppler's pdftotext), whitespace removed since lines wrap. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-e2e-'));
  const file = path.join(dir, 'book.pdf');
  await writeFile(file, bytes);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return squash(stdout);
}

export const squash = (text: string) => text.replace(/\s+/g, '');
