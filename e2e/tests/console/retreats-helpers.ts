import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from '../../support/api.js';
import { registerUser, type TestUser } from '../../support/shell/users.js';
import { ADMIN, staffToken } from './staff.js';

/** A day `days` from today as the API takes it (YYYY-MM-DD) and as the console shows it (DD-MM-YYYY). */
export function dayFromNow(days: number): { iso: string; shown: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { iso, shown: `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` };
}

/** A registrar of their own (invited by the admin and set up through the staff API; two-factor is not required of the role). */
export async function registrar(request: APIRequestContext, fullName: string): Promise<{ email: string; password: string }> {
  const adminToken = await staffToken(request, ADMIN);
  const email = `registrar-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mahasi.org`;
  const invited = await request.post('/admin-api/staff/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, fullName, role: 'registrar' },
  });
  const { setupUrl } = ((await invited.json()) as { data: { setupUrl: string } }).data;
  const password = 'Vipassana-bhavana-2026';
  const setup = await request.post('/admin-api/auth/setup', { data: { token: new URL(setupUrl).hash.slice(1), fullName, password } });
  expect(((await setup.json()) as { respCode: string }).respCode).toBe('0000');
  return { email, password };
}

/** A published course reviewed by staff, taking applications, made by the admin through the staff API. */
export async function publishedCourse(request: APIRequestContext, titleEn: string): Promise<number> {
  const headers = { authorization: `Bearer ${await staffToken(request, ADMIN)}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    const body = (await response.json()) as { respCode: string; data: { id: number; version: number } };
    expect(body.respCode, JSON.stringify(body)).toBe('0000');
    return body.data;
  };
  const created = await ok(
    await request.post('/admin-api/retreats/courses', {
      headers,
      data: {
        titleEn,
        teacherEn: 'Sayadaw U Pandita',
        kind: 'ten-day',
        startDate: dayFromNow(40).iso,
        endDate: dayFromNow(50).iso,
        capacity: { male: 10, female: 10 },
        admissionMode: 'reviewed',
      },
    }),
  );
  const published = await ok(
    await request.post(`/admin-api/retreats/courses/${created.id}/publish`, { headers, data: { version: created.version } }),
  );
  await ok(
    await request.post(`/admin-api/retreats/courses/${created.id}/applications-open`, {
      headers,
      data: { open: true, version: published.version },
    }),
  );
  return created.id;
}

/** A member who has applied to the course through the member API. */
export async function applicant(request: APIRequestContext, courseId: number, fullName: string): Promise<TestUser> {
  const member = await registerUser(request, fullName);
  const token = await apiLogin(request, member.email, member.password);
  const response = await request.post(`/rest-api/retreats/courses/${courseId}/apply`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      group: 'female',
      fullName,
      age: 34,
      firstCourse: true,
      physicalHealth: false,
      mentalHealth: false,
      takesMedication: true,
      medicationDetails: 'Blood pressure tablets, morning',
      emergencyName: 'U Tun Lin',
      emergencyPhone: '09 420 111 222',
      emergencyRelation: 'Brother',
      arrivalTime: '14:30',
      consent: true,
    },
  });
  const body = (await response.json()) as { respCode: string };
  expect(body.respCode, JSON.stringify(body)).toBe('0000');
  return member;
}
