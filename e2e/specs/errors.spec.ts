import { expect, test, waitForHydration } from '../support/test.ts';

test.use({ allowConsoleErrors: [/status of (401|403|404|405|500)/] });

test('an unknown URL answers 404 with the 404 page inside the site frame', async ({ page }) => {
  const response = await page.goto('/no/such/page?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('header.site-header')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
});

test('an error page whose root loader never ran still hydrates (its gate has the page nonce)', async ({ page }) => {
  // A form posted to the home page, which has no action: React Router answers 405 from the root's
  // error boundary without running the root loader, so the page has no root data. The gate that
  // requests the scripts after the first paint (decision 071) took its nonce from that data, was
  // refused by the content security policy, and the page never hydrated.
  await page.goto('/about?lang=en');
  // The POST's own answer, not a navigation event (which may resolve before the answer or not at all).
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/',
  );
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/?lang=en';
    document.body.append(form);
    form.submit();
  });
  const response = await answer;
  expect(response?.status()).toBe(405);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('body > script[type="module"]')).toHaveCount(1);
});

for (const [code, zh, en] of [
  [401, '请先登录', 'Please log in'],
  [403, '无权访问', 'Access denied'],
  [404, '页面不存在', 'Page not found'],
  [500, '服务器开小差了', 'Something went wrong'],
] as const) {
  test(`/error/${code} answers ${code} with its page in two languages`, async ({ page }) => {
    const response = await page.goto(`/error/${code}?lang=zh-CN`);
    expect(response?.status()).toBe(code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh);
    await page.goto(`/error/${code}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
  });
}

test('a page chunk that has not arrived after 120 s shows a clear message and a reload that lands on the page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/?lang=en');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  // The chunk request hangs: no answer, no error, as on a dead mobile connection.
  const chunk = /\/assets\/open-class-[^/]*\.js$/;
  await page.route(chunk, () => undefined);
  await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).click();
  // The watchdog starts counting when the navigation starts; wait for that before moving time.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached();
  await page.clock.fastForward(119_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where listed companies meet investors');
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part of this page failed to load');
  // The chunk stays stuck: releasing it could finish the old navigation under the click. The
  // reload is a full page load, so the server-rendered page shows without that chunk.
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL(/\/tab\/openClass\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open classes');
});
