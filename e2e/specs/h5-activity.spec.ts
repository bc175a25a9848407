import type { APIRequestContext, Page } from '@playwright/test';
import { findReviewedActivity } from '../support/activities.ts';
import { completeRegistration, newPhone } from '../support/identity.ts';
import { expect, IPHONE_UA, test, waitForHydration } from '../support/test.ts';

// Issue 5 on a phone: /tab/activityIndex sends iOS/Android browsers to /h5/activity, which shows the
// activity and the same sign-up button as the desktop page.
test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });

const seriousViolations = async (page: Page) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

/** A seeded activity whose sign-up asks for the registration form, window open. */
async function findFormActivity(request: APIRequestContext): Promise<number> {
  for (let id = 1; id < 400; id += 1) {
    const setting = await request.post('/roadshow/activity/getAttendSetting?lang=en', { data: { activityId: id } });
    if (!setting.ok()) continue;
    if (!((await setting.json()).result as { registrationForm: boolean }).registrationForm) continue;
    const status = await request.post('/roadshow/activity/getSignStatus', { data: { activityId: id } });
    if (((await status.json()).result as { label: number }).label === 10) return id;
  }
  throw new Error('no seeded activity asks for the registration form');
}

test('the redirect lands on a working page in zh-CN, en and tc, with no sideways scroll', async ({ page }) => {
  const activityId = await findReviewedActivity(page.request);
  for (const [lang, button, agenda] of [
    ['zh-CN', '立即报名', '议程'],
    ['en', 'Register now', 'Agenda'],
    ['tc', '立即報名', '議程'],
  ] as const) {
    await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=${lang}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/h5/activity');
    expect(url.searchParams.get('lang')).toBe(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'tc' ? 'zh-TW' : lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.sign-panel__main')).toHaveText(button);
    await expect(page.getByRole('heading', { level: 2, name: agenda })).toBeVisible();
    await expect(page.locator('header.site-header')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a logged-out phone user logs in, comes back to /h5/activity, signs up and cancels', async ({ page }) => {
  test.setTimeout(90_000);
  const activityId = await findReviewedActivity(page.request);
  await page.goto(`/h5/activity?activityId=${activityId}&lang=en`);
  const status = page.locator('.sign-panel__state');
  await expect(status).toHaveText(/Registration status: Register now/);

  await page.getByRole('link', { name: 'Register now' }).click();
  await page
    .getByRole('link', { name: /Register/ })
    .first()
    .click();
  await completeRegistration(page, newPhone('187'));
  await expect(page).toHaveURL(new RegExp(`/h5/activity\\?.*activityId=${activityId}`));
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(status).toHaveText(/Registration status: Under review/);
  await expect(
    page.getByRole('region', { name: 'Files' }).getByText('Your registration is under review'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(status).toHaveText(/Registration status: Register now/);

  // An activity that asks for the registration form opens it in a bottom sheet, which closes again.
  const formActivity = await findFormActivity(page.request);
  await page.goto(`/h5/activity?activityId=${formActivity}&lang=en`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Register now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Registration details' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Registration details' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  // The keyboard closes it too.
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(sheet.getByRole('heading', { name: 'Registration details' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register now' })).toBeFocused();
});

test('the phone view is logged as an activity page view, like the desktop one', async ({ page }) => {
  const activityId = await findReviewedActivity(page.request);
  const logged = page.waitForRequest((request) => request.url().includes('/roadshow/insertPage/insertPageLog'));
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
  const body = (await logged).postDataJSON() as { moduleType: string; moduleId: string };
  expect(body).toMatchObject({ moduleType: 'activityIndex', moduleId: String(activityId) });
});

test.describe('an unknown activity', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('is the 404 page', async ({ page }) => {
    const response = await page.goto('/h5/activity?activityId=99999999&lang=en');
    expect(response?.status()).toBe(404);
  });
});
