import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api.js';
import { registerUser, signInPage } from '../../support/shell/users.js';
import { takenOver } from '../../support/ready.js';
import { pdfText, squash } from '../store/helpers.js';
import { GROUP_EN, openCourse, upcomingCourses } from './helpers.js';

test('a guest who wants to apply logs in first and comes back to the form', async ({ page, request }) => {
  const { course } = await openCourse(request);
  await page.goto(`/retreats/${course.id}`);
  await takenOver(page);
  await page.getByRole('link', { name: /^Apply/ }).click();
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent(`/retreats/${course.id}/apply`)}`);
});

test('a member applies, sees the application in My retreats with its state, and cancels it', async ({ page, request }) => {
  // A long form, filled as a yogi would, then two screens more.
  test.slow();
  const { course, group } = await openCourse(request);
  const user = await registerUser(request, 'Ma Su Su');
  await signInPage(page, request, user);
  await page.goto(`/retreats/${course.id}`);
  await takenOver(page);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(`/retreats/${course.id}/apply`);

  // Prefilled from the profile; nothing sent until the required answers are there.
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Ma Su Su');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Physical health condition must be answered yes or no')).toBeVisible();
  await expect(page.getByText('Consent to the rules must be given to apply')).toBeVisible();
  await expect(page.getByText('Age is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption(group.group);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('34');
  await page
    .getByRole('group', { name: /first meditation course/ })
    .getByLabel('No')
    .check();
  // A returning yogi says where they practised before.
  await expect(page.getByText('Previous courses is required for a returning yogi')).toBeVisible();
  await page.getByLabel('Previous courses').fill('10 days at Chanmyay, 2024');
  await page.getByLabel('Previous teacher').fill('Sayadaw U Janaka');
  await page
    .getByRole('group', { name: /physical illness/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /mental health condition/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /medication/ })
    .getByLabel('Yes')
    .check();
  await expect(page.getByText('Medication details is required when the answer is yes')).toBeVisible();
  await page.getByLabel('Medication details').fill('Vitamin D');
  await page.getByLabel('Emergency contact name').fill('U Tun');
  await page.getByLabel('Emergency contact phone').fill('09420012345');
  await page.getByLabel('Emergency contact relation').fill('Father');
  await page.getByLabel('Arrival time').fill('3:30');
  await page.getByLabel(/I will keep the eight precepts/).check();
  await expect(page.getByText(/must be answered yes or no/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send application' }).click();

  await expect(page).toHaveURL('/profile/retreats');
  await expect(page.getByText('Application sent.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.titleEn }) });
  await expect(card.getByTestId('application-state')).toHaveText(/^(Accepted: a place is held|Confirmed|Applied: waiting for the centre)$/);
  await expect(card).toContainText(GROUP_EN[group.group]);
  await expect(card).toContainText('Next:');

  // Cancelling asks first; keeping it changes nothing.
  await card.getByRole('button', { name: 'Cancel application' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Cancel this application?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(card.getByTestId('application-state')).not.toHaveText('Cancelled');
  await card.getByRole('button', { name: 'Cancel application' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Application cancelled.')).toBeVisible();
  await expect(card.getByTestId('application-state')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
});

test('an accepted member downloads the acceptance letter from My retreats, another member cannot', async ({ page, request }) => {
  const course = (await upcomingCourses(request)).find(
    (c) => c.applicationsOpen && c.admissionMode === 'first-come' && c.groups.some((g) => g.status === 'places-left'),
  );
  if (!course) throw new Error('the demo seed has no first-come course with places left');
  const group = course.groups.find((g) => g.status === 'places-left')!;
  const user = await registerUser(request, 'Daw Nilar');
  const token = await apiLogin(request, user.email, user.password);
  const applied = await request.post(`/rest-api/retreats/courses/${course.id}/apply`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      group: group.group,
      fullName: 'Daw Nilar',
      age: 52,
      firstCourse: true,
      physicalHealth: false,
      mentalHealth: false,
      takesMedication: false,
      emergencyName: 'U Aung',
      emergencyPhone: '09420012345',
      emergencyRelation: 'Husband',
      arrivalTime: '14:30',
      consent: true,
    },
  });
  const application = ((await applied.json()) as { data: { id: number; letters: string[] } }).data;
  expect(application.letters).toEqual(['acceptance']);

  await signInPage(page, request, user);
  await page.goto('/profile/retreats');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.titleEn }) });
  await expect(card.getByRole('button', { name: 'Visa support letter (PDF)' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Acceptance letter (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`acceptance-letter-${application.id}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  for (const expected of ['Acceptance letter', 'Daw Nilar', course.titleEn, GROUP_EN[group.group], '02:30 PM'])
    expect(text).toContain(squash(expected));

  // The letter is its owner's: another member's token is refused.
  const other = await registerUser(request, 'Ko Other');
  const otherToken = await apiLogin(request, other.email, other.password);
  const refused = await request.get(`/rest-api/retreats/applications/${application.id}/letters/acceptance`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(refused.status()).toBe(403);
});
