import { seriousViolations } from '../support/axe.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// The pages an outside walk (axe, serious and critical) found wanting: the error pages, the visitor
// layout and the IR website pages. Each is checked in every language at desktop and phone width.
const PAGES = [
  { path: '/error/401', status: 401 },
  { path: '/error/403', status: 403 },
  { path: '/error/404', status: 404 },
  { path: '/error/500', status: 500 },
  { path: '/no/such/page', status: 404 },
  { path: '/tab/visitor?companyCode=600519&companyName=%E9%B9%BF%E9%B8%A3%E9%85%92%E4%B8%9A', status: 200 },
  { path: '/tab/visitor/result', status: 200 },
  { path: '/tab/IRwebsite', status: 200 },
  { path: '/tab/irwSearch', status: 200 },
  { path: '/tab/irwSearch?searchValue=%E4%B8%9A', status: 200 },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test.use({ allowConsoleErrors: [/status of (401|403|404|500)/] });

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} width`, () => {
    test.use({ viewport });
    for (const { path, status } of PAGES) {
      test(`${path} has no serious or critical axe violation in any language`, async ({ page }) => {
        for (const lang of LANGS) {
          const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          expect(await seriousViolations(page), `${path} in ${lang}`).toEqual([]);
        }
      });
    }
  });
}

test('an IR website link is named by what it shows, then whose site it is', async ({ page }) => {
  await page.goto('/tab/irwSearch?lang=en');
  const link = page.locator('.company-row a[target="_blank"]').first();
  await expect(link).toHaveText('Visit IR website');
  await expect(link).toHaveAttribute('aria-label', /^Visit IR website: .+ \(opens in a new window\)$/);
});
