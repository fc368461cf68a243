import type { APIRequestContext, Page } from '@playwright/test';
import { API_KEY, apiLogin } from '../api.js';
import { latestCode } from '../outbox.js';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

let counter = 0;

/** A fresh, confirmed account (registered through the API, code read from the outbox). */
export async function registerUser(request: APIRequestContext, fullName = 'Ko Zaw Min'): Promise<TestUser> {
  const email = `shell-${Date.now()}-${process.pid}-${++counter}@example.org`;
  const password = 'Samatha2026!';
  const headers = { 'x-api-key': API_KEY };
  const registered = await request.post('/rest-web-api/public/userRegister', {
    headers,
    data: { userFullName: fullName, email, password },
  });
  const body = (await registered.json()) as { respCode: string; data: { attempt: string } };
  if (body.respCode !== '0000') throw new Error(`register failed: ${JSON.stringify(body)}`);
  const code = await latestCode(email);
  const checked = await request.post('/rest-web-api/public/checkConfirmationCode', {
    headers,
    data: { userName: email, code, purpose: 'register', attempt: body.data.attempt },
  });
  if (((await checked.json()) as { respCode: string }).respCode !== '0000') throw new Error('confirmation failed');
  return { email, password, fullName };
}

/** Starts the page with a logged-in session (the token in local storage, as the app keeps it). */
export async function signInPage(page: Page, request: APIRequestContext, user?: { email: string; password: string }): Promise<void> {
  const token = await apiLogin(request, user?.email, user?.password);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}
