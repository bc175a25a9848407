import { expect, LANGS, test } from '../support/test.ts';

const HEADINGS = { 'zh-CN': '活动专题', en: 'Event topics', tc: '活動專題' };

for (const lang of LANGS) {
  test(`the topics page lists the topics in ${lang}`, async ({ page }) => {
    await page.goto(`/tab/activityTheme?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang]);
    await expect(page.locator('.topic-card')).toHaveCount(8);
  });
}

test('a topic opens with its activities and previews well when shared', async ({ page }) => {
  await page.goto('/tab/activityTheme?lang=en');
  const card = page.locator('.topic-card').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/tab\/activityThemeDetail\?themeId=\d+&lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/media\//);
  const activities = page.locator('.activity-card');
  expect(await activities.count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: /All topics/ }).click();
  await expect(page).toHaveURL(/\/tab\/activityTheme\?lang=en$/);
});

test.describe('missing topics', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown topic answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/tab/activityThemeDetail?themeId=99999&lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('the topic pages work on a phone and have no serious accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tab/activityTheme?lang=tc');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const list = await new AxeBuilder({ page }).analyze();
  expect(list.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('.topic-card a').first().click();
  await expect(page.locator('.activity-card').first()).toBeVisible();
  const detail = await new AxeBuilder({ page }).analyze();
  expect(detail.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});
