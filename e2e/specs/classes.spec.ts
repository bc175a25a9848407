import { expect, LANGS, test } from '../support/test.ts';

const HEADINGS = { 'zh-CN': '公开课', en: 'Open classes', tc: '公開課' };

for (const lang of LANGS) {
  test(`open classes list twelve a page in ${lang}`, async ({ page }) => {
    await page.goto(`/tab/openClass?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang]);
    await expect(page.locator('.activity-card')).toHaveCount(12);
  });
}

test('a tab narrows the classes and the pager moves through them', async ({ page }) => {
  await page.goto('/tab/openClass?lang=en');
  await page.getByRole('link', { name: /^Page 2/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.activity-card')).toHaveCount(8);
  await page
    .getByRole('navigation', { name: 'Class categories' })
    .getByRole('link', { name: 'Rules and policy' })
    .click();
  await expect(page).toHaveURL(/tab=4&lang=en$/);
  const cards = await page.locator('.activity-card').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThan(12);
  await expect(page.getByRole('link', { name: 'Rules and policy' })).toHaveAttribute('aria-current', 'page');
});

test('the classes page fits a phone and has no serious accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tab/openClass?lang=tc');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});
