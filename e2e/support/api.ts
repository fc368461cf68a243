import type { APIRequestContext } from '@playwright/test';

export const API_KEY = 'mahasi-web-public-key';
export const DEMO = { email: 'demo@mahasi.org', password: 'Metta2026!' };

/** Logs in through the public API and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, userName = DEMO.email, password = DEMO.password): Promise<string> {
  const res = await request.post('/rest-web-api/auth/token', {
    headers: { 'x-api-key': API_KEY },
    data: { userName, password, userType: '2' },
  });
  const body = (await res.json()) as { respCode: string; data: { token: string } };
  if (body.respCode !== '0000') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
