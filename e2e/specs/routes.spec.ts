import { expect, test } from '../support/test.ts';

// Every route of spec §2 is registered, carries its layout and answers in the requested language.
// Pages built by their features are covered by their own specs (companies, media, activity...).
const PLAIN_ROUTES: [string, string][] = [['/tab/activityTestVideo', 'Device and network check']];

for (const [path, heading] of PLAIN_ROUTES) {
  test(`${path} renders in the plain layout`, async ({ page }) => {
    const response = await page.goto(`${path}?lang=en`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('header.site-header')).toHaveCount(0);
  });
}

test('the visitor layout takes its title from companyName', async ({ page }) => {
  for (const path of ['', '/result', '/research', '/userInfo']) {
    await page.goto(
      `/tab/visitor${path}?companyCode=600519&companyName=${encodeURIComponent('华辰新能源')}&lang=zh-CN`,
    );
    await expect(page).toHaveTitle('华辰新能源');
    await expect(page.getByRole('heading', { level: 1, name: '华辰新能源' })).toBeVisible();
    await expect(page.getByText('600519')).toBeVisible();
  }
});

test('the about page opens in every language', async ({ page }) => {
  await page.goto('/about?lang=tc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('關於路演中心');
});

test.describe('a missing questionnaire', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a questionnaire that does not exist is the 404 page, without serious or critical accessibility violations', async ({
    page,
  }) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const response = await page.goto('/tab/question?activityId=999999&lang=zh-CN');
    expect(response?.status()).toBe(404);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

// On the served site the pages' catch-all takes every address the services leave: an API client
// must still get the API's envelope, and a person an unknown page's HTML.
test('the served site answers API clients in the envelope and people with pages', async ({ request }) => {
  const wrongMethod = await request.delete('/roadshow/homePage/getRoadShowSquareList?lang=en');
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe('GET, HEAD');
  expect(await wrongMethod.json()).toMatchObject({ success: false, errorCode: 'METHOD_NOT_ALLOWED' });
  const unknownCall = await request.get('/roadshow/homePage/noSuchCall?lang=en');
  expect(unknownCall.status()).toBe(404);
  expect(await unknownCall.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  const identityCall = await request.post('/identity/v2/user/getUserInfo?lang=en');
  expect(identityCall.status()).toBe(405);
  const unknownPage = await request.get('/identity/noSuchPage?lang=en');
  expect(unknownPage.status()).toBe(404);
  expect(unknownPage.headers()['content-type']).toContain('text/html');
});
