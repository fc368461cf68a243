import { expect, test } from '@playwright/test';
import { inMyanmar, takenOver } from '../../support/ready.js';
import { GROUP_EN, GROUP_MM, STATUS_EN, STATUS_MM, quietCourse } from './helpers.js';

test('a guest sees the upcoming courses with the places of each group, and a course page (en)', async ({ page, request }) => {
  const course = await quietCourse(request);
  expect(course.groups.some((group) => group.status === 'places-left')).toBe(true);

  await page.goto('/retreats');
  await takenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Retreats' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.titleEn }) });
  for (const group of course.groups) {
    const line = card.locator(`[data-group="${group.group}"]`);
    await expect(line).toContainText(GROUP_EN[group.group]);
    await expect(line).toContainText(STATUS_EN[group.status]);
    if (group.status === 'places-left') await expect(line).toContainText(`${group.placesLeft} place`);
  }

  await card.getByRole('link', { name: 'Course details' }).click();
  await expect(page).toHaveURL(`/retreats/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.titleEn })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Precepts and rules' })).toBeVisible();
  await expect(page.getByText(/Noble silence is kept/)).toBeVisible();
  for (const group of course.groups) await expect(page.locator(`[data-group="${group.group}"]`)).toContainText(STATUS_EN[group.status]);
  const calendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', `/feeds/retreats/${course.id}.ics`);
  const ics = await request.get(`/feeds/retreats/${course.id}.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
});

test('the course page is the server’s, in Myanmar, with the places per group (mm)', async ({ page, request, baseURL }) => {
  const course = await quietCourse(request);
  await inMyanmar(page, baseURL);

  // The first screen is already the course, before any JavaScript runs.
  const html = await (await request.get(`/retreats/${course.id}`, { headers: { cookie: 'locale=mm' } })).text();
  expect(html).toContain(course.titleMm);
  expect(html).toContain(GROUP_MM[course.groups[0]!.group]);

  await page.goto('/retreats');
  await takenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'တရားစခန်းများ' })).toBeVisible();
  await page.goto(`/retreats/${course.id}`);
  await takenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: course.titleMm })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'သီလနှင့် စည်းကမ်းများ' })).toBeVisible();
  for (const group of course.groups) {
    const line = page.locator(`[data-group="${group.group}"]`);
    await expect(line).toContainText(GROUP_MM[group.group]);
    await expect(line).toContainText(STATUS_MM[group.status]);
  }
  await expect(page.getByRole('link', { name: 'ပြက္ခဒိန်သို့ ထည့်ရန်' })).toHaveAttribute('href', `/feeds/retreats/${course.id}.ics?lang=mm`);
});

test('an unknown course answers 404 with the not-found page', async ({ page }) => {
  const reply = await page.goto('/retreats/987654');
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
