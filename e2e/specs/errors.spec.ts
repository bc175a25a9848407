import type { Page } from '@playwright/test';
import { rawKeys } from '../support/raw-keys.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

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

/** Submits a form with POST to `action` from a page of the site, as a browser does; the POST's answer. */
async function postForm(page: Page, action: string) {
  await page.goto('/about?lang=en');
  await waitForHydration(page);
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === new URL(action, page.url()).pathname,
  );
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = target;
    document.body.append(form);
    form.submit();
  }, action);
  return answer;
}

const NOT_ALLOWED = { 'zh-CN': '不支持该请求方式', en: 'Request not allowed', tc: '不支援該請求方式' } as const;
const BACK_HOME = { 'zh-CN': '返回首页', en: 'Back to home', tc: '返回首頁' } as const;
const HTML_LANG = { 'zh-CN': 'zh-CN', en: 'en', tc: 'zh-TW' } as const;

for (const lang of LANGS) {
  test(`a 405 shows its page in ${lang}, never message keys, with or without the site frame`, async ({ page }) => {
    test.setTimeout(60_000);
    /** The 405 page as it shows once hydrated: heading, language, link home, and no raw key anywhere. */
    const expectNotAllowedPage = async (where: string, framed: boolean) => {
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }), where).toHaveText(NOT_ALLOWED[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.getByRole('link', { name: BACK_HOME[lang] })).toHaveAttribute('href', `/?lang=${lang}`);
      await expect(page.locator('header.site-header'), where).toHaveCount(framed ? 1 : 0);
      expect(await rawKeys(page), where).toEqual([]);
    };
    // The about page's error boundary is the header layout's, whose loader (the header's and
    // footer's messages) did not run; the home page's and the H5 pages' is the root's, whose
    // loader did not run either.
    for (const [path, framed] of [
      ['/about', true],
      ['/', false],
      ['/tab/h5-roadshowSquare', false],
    ] as const) {
      expect((await postForm(page, `${path}?lang=${lang}`)).status(), path).toBe(405);
      await expectNotAllowedPage(path, framed);
    }
    // A page address under a method no page takes ends on the same page. (An API address answers
    // in the API's envelope instead: routes.spec.ts.)
    const about = '/about';
    await page.route(`**${about}?*`, (route) => route.continue({ method: 'DELETE' }), { times: 1 });
    expect((await page.goto(`${about}?lang=${lang}`))?.status()).toBe(405);
    await expectNotAllowedPage(about, true);
    // From the page without any loader data, the way home loads the home page and all its texts.
    await postForm(page, `/?lang=${lang}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: BACK_HOME[lang] }).click();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('main.home')).toBeVisible();
    expect(await rawKeys(page), 'home after the 405 page').toEqual([]);
  });
}

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
