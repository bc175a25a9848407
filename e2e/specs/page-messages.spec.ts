import { rawKeys } from '../support/raw-keys.ts';
import { expect, test, waitForHydration } from '../support/test.ts';

// Decision 065: each page gets only its own message namespaces. A namespace a page forgot shows as
// a raw key ("activityPage.signUp"); the unit test reads the module graphs, this one looks at the
// pages themselves, after hydration and after a client navigation, in all three languages.

const PAGES = [
  '/',
  '/tab/roadshowSquare',
  '/tab/activityIndex?activityId=1',
  '/h5/activity?activityId=1',
  '/tab/activityTheme',
  '/tab/openClass',
  '/tab/flashNews',
  '/tab/interpretation',
  '/tab/listedCompany',
  '/tab/h5-roadshowSquare',
  '/tab/visitor?companyCode=600519&companyName=X',
  '/no/such/page',
];

test.use({ allowConsoleErrors: [/status of 404/] });

for (const lang of ['zh-CN', 'en', 'tc'] as const) {
  test(`no raw message keys on the pages in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PAGES) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await waitForHydration(page);
      expect(await rawKeys(page), path).toEqual([]);
    }
  });

  test(`a client navigation brings the next page's messages (${lang})`, async ({ page }) => {
    await page.goto(`/tab/openClass?lang=${lang}`);
    await waitForHydration(page);
    await page.locator('.site-footer a[href^="/tab/roadshowSquare"]').click();
    await expect(page).toHaveURL(/\/tab\/roadshowSquare/);
    await expect(page.locator('main.square')).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
    await page.locator('.site-footer a[href^="/tab/listedCompany"]').click();
    await expect(page).toHaveURL(/\/tab\/listedCompany/);
    await expect(page.locator('.companies__lead')).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
  });
}
