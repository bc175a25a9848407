import AxeBuilder from '@axe-core/playwright';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

const HEADINGS = { 'zh-CN': '路演广场', en: 'Roadshow square', tc: '路演廣場' } as const;

for (const lang of LANGS) {
  test(`the square lists roadshows in ${lang} with no serious accessibility violations`, async ({ page }) => {
    const response = await page.goto(`/tab/roadshowSquare?lang=${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang]);
    await expect(page.locator('.square-results .activity-card')).toHaveCount(12);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}

test('a search from the header lands on the square with marked results', async ({ page, context }) => {
  await page.goto('/?lang=zh-CN');
  await waitForHydration(page);
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('说明会');
  const [popup] = await Promise.all([context.waitForEvent('page'), search.press('Enter')]);
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('路演广场');
  await expect(popup.locator('.square-results mark').first()).toHaveText('说明会');
  await expect(popup.getByRole('searchbox', { name: '搜索路演活动' }).last()).toHaveValue('说明会');
  await popup.close();
});

test('Traditional input finds the simplified titles', async ({ page }) => {
  await page.goto(`/tab/roadshowSquare?searchValue=${encodeURIComponent('說明會')}&lang=tc`);
  await expect(page.locator('.square-results .activity-card').first()).toBeVisible();
  await expect(page.locator('.square-results mark').first()).toHaveText('說明會');
});

test('tabs, filters and paging narrow and move through the results', async ({ page }) => {
  await page.goto('/tab/roadshowSquare?lang=en');
  const count = page.locator('.square-results__count');
  const all = await count.textContent();
  await page.getByRole('navigation', { name: 'Roadshow types' }).getByRole('link', { name: 'Earnings calls' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(count).not.toHaveText(all ?? '');

  await page.getByRole('checkbox', { name: 'Live' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=1/);
  const badges = page.locator('.square-results .status-badge');
  await expect(badges.first()).toHaveText('Live');
  for (const text of await badges.allTextContents()) expect(text).toBe('Live');

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/tab=2/);
  const firstTitle = await page.locator('.square-results .activity-card__title').first().textContent();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.square-results .activity-card__title').first()).not.toHaveText(firstTitle ?? '');
});

test('a search with no match says so', async ({ page }) => {
  await page.goto(`/tab/roadshowSquare?searchValue=${encodeURIComponent('zzzz不存在的活动qqqq')}&lang=en`);
  await expect(page.locator('.square-results__count')).toContainText('0 results');
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});

test('the square works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tab/roadshowSquare?lang=zh-CN');
  await expect(page.locator('.square-results .activity-card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('details.square-filters')).not.toHaveAttribute('open');
});
