import { expect, LANGS, test } from '../support/test.ts';

const HEADINGS = { 'zh-CN': '价值快讯', en: 'Value news', tc: '價值快訊' };

for (const lang of LANGS) {
  test(`value news lists fifteen items a page in ${lang}`, async ({ page }) => {
    await page.goto(`/tab/flashNews?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang]);
    await expect(page.locator('.news-list__item')).toHaveCount(15);
    await expect(page.locator('.pager')).toBeVisible();
  });
}

test('an article opens from the list, with the latest others beside it, and pages move on', async ({ page }) => {
  await page.goto('/tab/flashNews?lang=en');
  const first = page.locator('.news-list__title a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/tab\/flashNews\?newsId=\d+&lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('complementary').getByRole('link')).toHaveCount(5);
  await page.getByRole('link', { name: /All news/ }).click();
  await page.getByRole('link', { name: /^Page 2/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.news-list__title a').first()).not.toHaveText(title);
});

test.describe('missing articles', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown article answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/tab/flashNews?newsId=99999&lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('news reads on a phone and has no serious accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tab/flashNews?lang=zh-CN');
  await page.locator('.news-list__title a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});
