import AxeBuilder from '@axe-core/playwright';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

const EXPECTED = {
  'zh-CN': { html: 'zh-CN', title: '路演中心', nearFuture: '近期路演', nav: '首页' },
  en: { html: 'en', title: 'Roadshow', nearFuture: 'Upcoming roadshows', nav: 'Home' },
  tc: { html: 'zh-TW', title: '路演中心', nearFuture: '近期路演', nav: '首頁' },
} as const;

for (const lang of LANGS) {
  test(`home renders the whole page in ${lang}`, async ({ page }) => {
    const response = await page.goto(`/?lang=${lang}`);
    expect(response?.status()).toBe(200);
    const want = EXPECTED[lang];
    await expect(page.locator('html')).toHaveAttribute('lang', want.html);
    await expect(page).toHaveTitle(new RegExp(want.title));
    await expect(page.getByRole('heading', { level: 2, name: want.nearFuture })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: want.nav, exact: true })).toBeVisible();
    // Every block has content from the database, not an empty or failed state.
    for (const id of [
      'near-future',
      'square',
      'videos',
      'hot-companies',
      'recommended',
      'classes',
      'offline-research',
    ]) {
      const block = page.locator(`section[aria-labelledby="${id}-title"]`);
      await expect(block).toBeVisible();
      await expect(block.locator('.list-state')).toHaveCount(0);
    }
    await expect(page.locator('.hot-company')).toHaveCount(3);
    await expect(page.locator('.video-tile')).toHaveCount(7);
  });

  test(`home has no serious or critical accessibility violations in ${lang}`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await page.waitForLoadState('networkidle');
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

test('square tabs load the other tabs on demand', async ({ page }) => {
  await page.goto('/?lang=en');
  await waitForHydration(page);
  const square = page.locator('section[aria-labelledby="square-title"]');
  await square.getByRole('tab', { name: 'Earnings calls' }).click();
  await expect(square.locator('.activity-card').first()).toBeVisible();
  await expect(square.locator('.activity-card__title').first()).toContainText(/Briefing|Results|Earnings|Call/i);
});

test('the near-future carousel pages through five at a time', async ({ page }) => {
  await page.goto('/?lang=en');
  await waitForHydration(page);
  const block = page.locator('section[aria-labelledby="near-future-title"]');
  await expect(block.locator('.activity-card')).toHaveCount(5);
  const label = block.locator('.pager__label');
  const before = await label.textContent();
  const next = block.getByRole('button', { name: 'Next page' });
  const previous = block.getByRole('button', { name: 'Previous page' });
  if (await next.isEnabled()) await next.click();
  else await previous.click();
  await expect(label).not.toHaveText(before ?? '');
});

test('home works at phone width without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=zh-CN');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: '主导航' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '主导航' }).click();
  await expect(page.getByRole('menuitem', { name: '公开课' })).toBeVisible();
});

test('images keep their space: no layout shift while the page loads', async ({ page }) => {
  await page.goto('/?lang=zh-CN');
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.05);
});
