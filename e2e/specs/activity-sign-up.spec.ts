import { findReviewedActivity, DEMO_SPONSOR } from '../support/activities.ts';
import { completeRegistration, newPhone } from '../support/identity.ts';
import { expect, test, waitForHydration } from '../support/test.ts';

const seriousViolations = async (page: import('@playwright/test').Page) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

// The heart of issue 5 in a real browser: anonymous -> log in -> sign up -> under review ->
// the sponsor approves -> registered; then an absence reason is sent and taken back.
test('sign up, wait for review, get approved, send and withdraw an absence reason', async ({ page, browser }) => {
  // A long story (two logins, a registration, five page loads, two axe runs) on a shared machine.
  test.setTimeout(120_000);
  const activityId = await findReviewedActivity(page.request);
  const path = `/tab/activityIndex?activityId=${activityId}&lang=en`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const status = page.locator('.sign-panel__state');
  await expect(status).toHaveText(/Registration status: Register now/);
  expect(await seriousViolations(page)).toEqual([]);

  // Anonymous: the button leads to the login page, and back.
  await page.getByRole('link', { name: 'Register now' }).click();
  await page
    .getByRole('link', { name: /Register/ })
    .first()
    .click();
  await completeRegistration(page, newPhone('186'));
  await expect(page).toHaveURL(new RegExp(`activityId=${activityId}`));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(status).toHaveText(/Under review/);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByText('Your registration is under review')).toBeVisible();

  // The sponsor approves through the authenticated API, from their own logged-in browser.
  const sponsor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const sponsorPage = await sponsor.newPage();
  await sponsorPage.goto(
    `/identity/login?lang=en&appId=roadshow&service=${encodeURIComponent(new URL(path, page.url()).toString())}`,
  );
  await sponsorPage.getByRole('link', { name: 'Log in with a password' }).click();
  await sponsorPage.getByLabel('Mobile number').fill(DEMO_SPONSOR.phone);
  await sponsorPage.getByLabel('Password').fill(DEMO_SPONSOR.password);
  await sponsorPage.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(sponsorPage.getByRole('banner').getByRole('link', { name: 'Personal information' })).toBeVisible();
  const list = await sponsorPage.request.post('/roadshow/activity/sponsor/listSignUps', {
    data: { activityId, state: 'pending' },
  });
  const pending = (await list.json()).result.signUpList as { signUpId: number }[];
  expect(pending.length).toBeGreaterThan(0);
  for (const { signUpId } of pending) {
    const approved = await sponsorPage.request.post('/roadshow/activity/sponsor/approveSignUp', { data: { signUpId } });
    expect(approved.status()).toBe(200);
  }
  await sponsor.close();

  await page.reload();
  await waitForHydration(page);
  await expect(status).toHaveText(/Registration status: Registered/);
  await expect(files.locator('.activity-refused')).toHaveCount(0);

  await page.getByRole('button', { name: 'I cannot attend' }).click();
  await page.getByLabel('Reason for absence').fill('Travelling that week');
  await page.getByRole('button', { name: 'Send the reason' }).click();
  await expect(status).toHaveText(/Declined attendance/);
  await expect(page.getByText('Absence reason sent: Travelling that week')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw absence reason' }).click();
  await expect(status).toHaveText(/Registration status: Registered/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the activity page in three languages at phone width, with no sideways scroll', async ({ page }) => {
  const activityId = await findReviewedActivity(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, text] of [
    ['zh-CN', '立即报名'],
    ['en', 'Register now'],
    ['tc', '立即報名'],
  ] as const) {
    await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=${lang}`);
    await expect(page.locator('.sign-panel__main')).toHaveText(text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('an unknown activity', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('is the 404 page', async ({ page }) => {
    const response = await page.goto('/tab/activityIndex?activityId=99999999&lang=en');
    expect(response?.status()).toBe(404);
  });
});
