import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/** The demo staff of the embedded database (apps/server/src/modules/staff/seed.ts): two-factor is off for them there. */
export const ADMIN = { email: 'admin@mahasi.org', password: 'Satipatthana2026!', fullName: 'U Aung Min (admin)' };
export const AUTHOR = { email: 'author@mahasi.org', password: 'Anicca2026!', fullName: 'Daw Thiri (author)' };
export const EDITOR = { email: 'editor@mahasi.org', password: 'Karuna2026!', fullName: 'Ko Zaw (editor)' };

/** Signs a staff member in through the staff API (two-factor off) and returns the bearer token. */
export async function staffToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/admin-api/auth/login', { data: { email: who.email, password: who.password } });
  const body = (await res.json()) as { respCode: string; data: { step: string; session?: { token: string } } };
  if (body.respCode !== '0000' || !body.data.session) throw new Error(`staff sign-in failed: ${JSON.stringify(body)}`);
  return body.data.session.token;
}

/** Starts the page signed in to the console (the token where the console keeps it, once per tab). */
export async function signInConsole(page: Page, request: APIRequestContext, who: { email: string; password: string }): Promise<void> {
  const token = await staffToken(request, who);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-staff')) {
      window.localStorage.setItem('staff_token', value);
      window.sessionStorage.setItem('e2e-staff', '1');
    }
  }, token);
}

/** RFC 4648 base32 (the authenticator app's key as the console shows it, spaces allowed). */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows now for this key (RFC 6238: SHA-1, 30 s). */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
