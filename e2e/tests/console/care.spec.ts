import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DATA_DIR } from '../../playwright.config.js';
import { seriousViolations } from '../../support/a11y.js';
import { registerUser, signInPage } from '../../support/shell/users.js';
import { ADMIN, EDITOR, signInConsole, staffToken } from './staff.js';

/**
 * The care team's part of the console (issue 16): the contact form's messages as an inbox, answered
 * by e-mail and in the member's notifications; members looked up; notifications composed.
 */

/** Screenshots to look at, in English and Myanmar (kept beside the test's other results). */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });

/** A care team member of their own (invited and set up through the staff API). */
async function careMember(request: APIRequestContext, fullName: string): Promise<{ email: string; password: string }> {
  const adminToken = await staffToken(request, ADMIN);
  const email = `care-${Date.now()}-${test.info().workerIndex}@mahasi.org`;
  const invited = await request.post('/admin-api/staff/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, fullName, role: 'care' },
  });
  const { setupUrl } = ((await invited.json()) as { data: { setupUrl: string } }).data;
  // Staff passwords: 12 characters at least, not a common one (decision 0042).
  const password = 'Karuna-bhavana-2026';
  const setup = await request.post('/admin-api/auth/setup', { data: { token: new URL(setupUrl).hash.slice(1), fullName, password } });
  expect(((await setup.json()) as { respCode: string }).respCode).toBe('0000');
  return { email, password };
}

/** The e-mails the server wrote to the outbox for this address. */
async function mailTo(to: string): Promise<{ subject: string; text: string }[]> {
  const folder = path.join(DATA_DIR, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const all = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { to: string; subject: string; text: string }),
  );
  return all.filter((mail) => mail.to === to);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test('a care team member answers a contact message and the member sees the reply in Notifications', async ({ browser, request }) => {
  const care = await careMember(request, 'Ma Hnin Si');
  const member = await registerUser(request, 'Daw Hla Hla');
  const subject = `Noting the breath ${Date.now()}`;

  // The member, signed in, writes through the contact form.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInPage(memberPage, request, member);
  await memberPage.goto('/contact-us');
  await memberPage.getByLabel('Name', { exact: true }).fill(member.fullName);
  await memberPage.getByLabel('Email', { exact: true }).fill(member.email);
  await memberPage.getByLabel('Subject', { exact: true }).fill(subject);
  await memberPage.getByLabel('Message', { exact: true }).fill('Should I note the rising and falling of the abdomen when I sit at home?');
  await memberPage.getByRole('button', { name: 'Send message' }).click();
  await expect(memberPage.getByText('Thank you. Your message has been sent.')).toBeVisible();

  // The care team sees it in the inbox, new and from a member.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, request, care);
  await page.goto('/admin');
  await expect(nav(page).getByRole('link')).toHaveText([
    'Home',
    'Retreats',
    'Members',
    'Messages',
    'Mail waiting',
    'Notifications',
    'My account',
  ]);
  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Member');
  await row.getByRole('link', { name: `Open the message from ${member.fullName}: ${subject}` }).click();

  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Sent by a member: a reply also appears in their Notifications.')).toBeVisible();
  await page.getByLabel('Assigned to').selectOption({ label: 'Ma Hnin Si' });
  await expect(page.getByText('Assigned.')).toBeVisible();

  // The reply, written in the rich text editor.
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(`Re: ${subject}`);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Write your reply.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).click();
  await page.keyboard.type('Yes. Note rising, falling, and whatever draws the mind away.');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'message-en.png');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  const thread = page.getByRole('region', { name: 'Replies' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem')).toContainText('Ma Hnin Si replied');
  await expect(thread.getByRole('listitem')).toContainText('E-mailed');
  await expect(thread.getByRole('listitem')).toContainText("In the member's notifications");
  await expect(thread.getByRole('listitem')).toContainText('whatever draws the mind away');
  await expect(page.getByLabel('Status')).toHaveValue('replied');

  // The same page in Myanmar.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'အဖြေများ' })).toBeVisible();
  await expect(page.getByText('အသင်းဝင်က ပို့သည်: အဖြေသည် ၎င်း၏ အသိပေးချက်များတွင်လည်း ပေါ်ပါမည်။')).toBeVisible();
  await shot(page, 'message-mm.png');
  await page.getByRole('link', { name: '← စာအားလုံး' }).click();
  await expect(page.getByRole('table', { name: 'စာများ' }).getByRole('row').filter({ hasText: subject })).toContainText('ပြန်ဖြေပြီး');
  await shot(page, 'messages-mm.png');
  // Nothing waits to be sent: the mail server (the outbox here) took the reply.
  await page.getByRole('navigation', { name: 'စနစ်၏ ကဏ္ဍများ' }).getByRole('link', { name: 'စောင့်နေသော အီးမေးလ်' }).click();
  await expect(page.getByRole('heading', { name: 'ပို့ရန် စောင့်နေသော အီးမေးလ်များ', level: 1 })).toBeVisible();
  await expect(page.getByText('ပို့ရန် စောင့်နေသော အီးမေးလ် မရှိပါ- အားလုံး ပို့ပြီးပါပြီ။')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The e-mail went out, and the member finds the reply under Notifications.
  await expect.poll(async () => (await mailTo(member.email)).some((mail) => mail.subject === `Re: ${subject}`)).toBe(true);
  await memberPage.goto('/profile/notifications');
  const reply = memberPage.getByTestId('notification-row').filter({ hasText: `Re: ${subject}` });
  await expect(reply).toBeVisible();
  await expect(reply.getByTestId('type-badge')).toHaveText('Yawgi Reply');
  await expect(reply).toContainText('whatever draws the mind away');
  await memberContext.close();
  await context.close();
});

test('the care team looks a member up (read only) and sends a notification; the sent list counts readers', async ({ browser, request }) => {
  const care = await careMember(request, 'Ko Thant');
  const member = await registerUser(request, 'U Ba Swe');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, request, care);

  await page.goto('/admin/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
  await page.getByRole('searchbox', { name: 'Search members' }).press('Enter');
  const row = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: `Open ${member.fullName}` }).click();
  await expect(page.getByRole('heading', { name: member.fullName, level: 1 })).toBeVisible();
  await expect(page.getByText("Opening a member's page is written to the audit log.")).toBeVisible();
  // Read only: no disable or reset for the care team.
  await expect(page.getByRole('button', { name: 'Disable member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send this member a notification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'member-en.png');

  // A Yogi care team reply to this one member, previewed, then sent.
  const subject = `Re: your retreat ${Date.now()}`;
  await nav(page).getByRole('link', { name: 'Notifications' }).click();
  await page.getByRole('link', { name: 'New notification' }).click();
  await page.getByLabel('A Yogi care team reply to one member').check();
  await page.getByRole('textbox', { name: 'Find the member' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Find the member' }).press('Enter');
  await page.getByRole('button', { name: new RegExp(member.fullName) }).click();
  await expect(page.getByText(`To: ${member.fullName}`)).toBeVisible();
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Your room is ready from the first day of the retreat.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'How members will see it' });
  await expect(preview).toContainText('Your room is ready');
  await preview.getByRole('button', { name: 'Done' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'compose-en.png');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Notification sent.')).toBeVisible();
  const sent = page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: subject });
  await expect(sent).toContainText('0 of 1');

  // The member reads it; the list counts them.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInPage(memberPage, request, member);
  await memberPage.goto('/profile/notifications');
  await memberPage.getByTestId('notification-row').filter({ hasText: subject }).click();
  await expect(memberPage.getByTestId('notification-content')).toContainText('Your room is ready');
  await expect
    .poll(async () => {
      await page.reload();
      return sent.textContent();
    })
    .toContain('1 of 1');

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'အသိပေးချက်များ', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'notifications-mm.png');
  await memberContext.close();
  await context.close();
});

test('an editor announces to every member without seeing members: no reply, no member search, a link only to this site', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, request, EDITOR);
  // A member page's link for a reply names a member: an editor's form leaves it out.
  await page.goto('/admin/notifications/new?memberId=1&name=Daw%20Mya');
  await expect(page.getByRole('heading', { name: 'New notification', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Replies to one member are written by the care team');
  await expect(page.getByLabel('A Yogi care team reply to one member')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Find the member' })).toHaveCount(0);
  await expect(page.getByText('Daw Mya')).toHaveCount(0);

  const subject = `Kathina robes ${Date.now()}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Robes are offered on the full moon day.');
  // A browser reads '/\\host' as another site: refused before it is sent.
  await page.getByLabel('Link (optional)').fill('/\\evil.example');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The link must be a page of this site, starting with / (for example /events/3).')).toBeVisible();
  await page.getByLabel('Link (optional)').fill('/events');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send to every member?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Notification sent.')).toBeVisible();

  // The list: what went to every member, and no filter for replies to one member.
  const table = page.getByRole('table', { name: 'Notifications' });
  await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('Every member');
  await expect(page.getByLabel('Type').locator('option', { hasText: 'Yogi care team reply' })).toHaveCount(0);
  await expect(table).not.toContainText('Yogi care team reply');
  // The server refuses the member search to an editor as well.
  const token = await page.evaluate(() => localStorage.getItem('staff_token'));
  const refused = await request.post('/admin-api/notifications/recipients', {
    headers: { authorization: `Bearer ${token}` },
    data: { text: 'a' },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test('an admin disables a member, whose session ends and whose sign-in says so in both languages, then enables them and sends a reset code', async ({
  browser,
  request,
}) => {
  const member = await registerUser(request, 'Ko Min Thu');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInPage(memberPage, request, member);
  await memberPage.goto('/profile/personal-information');
  await expect(memberPage).toHaveURL(/\/profile\/personal-information$/);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, request, ADMIN);
  await page.goto(`/admin/members?q=${encodeURIComponent(member.email)}`);
  await page
    .getByRole('table', { name: 'Members' })
    .getByRole('link', { name: `Open ${member.fullName}` })
    .click();
  await expect(page.getByText('Signed in on')).toBeVisible();
  await expect(page.getByText('1 device', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Disable member' }).click();
  await page.getByRole('dialog', { name: 'Disable this member?' }).getByRole('button', { name: 'Disable member' }).click();
  await expect(page.getByText(`${member.fullName} is disabled.`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await shot(page, 'member-disabled-en.png');

  // The member's session has ended: the next call sends them to log in, where sign-in says why.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login/);
  await memberPage.getByLabel('Username').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    memberPage
      .getByRole('alert')
      .filter({ hasText: 'This account has been disabled. Please contact the centre through the Contact Us page.' }),
  ).toBeVisible();
  await memberPage.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await memberPage.getByRole('button', { name: 'အကောင့်ဝင်ရန်', exact: true }).click();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'ဤအကောင့်ကို ပိတ်ထားပါသည်။ ဆက်သွယ်ရန် စာမျက်နှာမှတစ်ဆင့် စင်တာသို့ ဆက်သွယ်ပါ။' })).toBeVisible();
  await memberPage.screenshot({ path: test.info().outputPath('login-disabled-mm.png') });

  // Enabled again, the member can sign in; a reset code goes to their own address, not to the screen.
  await page.getByRole('button', { name: 'Enable member' }).click();
  await page.getByRole('dialog', { name: 'Enable this member?' }).getByRole('button', { name: 'Enable member' }).click();
  await expect(page.getByText(`${member.fullName} can sign in again.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send password reset code' }).click();
  await page.getByRole('dialog', { name: 'Send a password reset code?' }).getByRole('button', { name: 'Send password reset code' }).click();
  await expect(page.getByText(/^Code sent to sh\*+@example\.org\.$/)).toBeVisible();
  await expect.poll(async () => (await mailTo(member.email)).some((mail) => mail.subject === 'Your Mahasi password reset code')).toBe(true);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('button', { name: 'အသင်းဝင်ကို ပိတ်ရန်' })).toBeVisible();
  await shot(page, 'member-mm.png');

  await memberPage.getByRole('button', { name: 'အကောင့်ဝင်ရန်', exact: true }).click();
  await expect(memberPage).not.toHaveURL(/\/login/);
  await memberContext.close();
  await context.close();
});
