import { expect, test, waitForHydration } from '../support/test.ts';

test('Enter in the header search opens the square in a new window with searchValue and lang', async ({
  page,
  context,
}) => {
  await page.goto('/tab/openClass?lang=tc');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: '搜尋路演活動' }).first();
  await search.fill('業績');
  const [popup] = await Promise.all([context.waitForEvent('page'), search.press('Enter')]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/tab/roadshowSquare');
  expect(url.searchParams.get('searchValue')).toBe('業績');
  expect(url.searchParams.get('lang')).toBe('tc');
  await popup.close();
});

test('the search icon does the same', async ({ page, context }) => {
  await page.goto('/tab/openClass?lang=en');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search roadshow events' }).first().fill('energy');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Search', exact: true }).first().click(),
  ]);
  const url = new URL(popup.url());
  expect(url.searchParams.get('searchValue')).toBe('energy');
  expect(url.searchParams.get('lang')).toBe('en');
  await popup.close();
});

test('the header search is 200 px wide, 110 px in English when logged out', async ({ page }) => {
  for (const [lang, width] of [
    ['zh-CN', 200],
    ['en', 110],
    ['tc', 200],
  ] as const) {
    await page.goto(`/tab/flashNews?lang=${lang}`);
    const box = await page.locator('.header-search').boundingBox();
    expect(box?.width, lang).toBe(width);
  }
});

test('the language switch offers the two other languages and reloads in the chosen one', async ({ page }) => {
  await page.goto('/tab/activityTheme?lang=zh-CN');
  await waitForHydration(page);
  await page.getByRole('button', { name: /当前语言/ }).hover();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(2);
  await expect(menu).toContainText('English');
  await expect(menu).toContainText('繁體中文');
  await expect(menu).not.toContainText('简体中文');
  await Promise.all([page.waitForURL(/lang=en/), menu.getByRole('menuitem', { name: 'English' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event topics');
  expect(new URL(page.url()).pathname).toBe('/tab/activityTheme');
});

test('Listed Companies drops down to the company library and IR website search', async ({ page }) => {
  await page.goto('/?lang=en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Listed Companies' }).hover();
  await page.getByRole('menuitem', { name: 'IR website search' }).click();
  await expect(page).toHaveURL(/\/tab\/IRwebsite\?lang=en/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IR website search');
});

test('About opens the provider site in a new window', async ({ page }) => {
  await page.goto('/?lang=en');
  const about = page.getByRole('navigation').getByRole('link', { name: 'About' });
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('href', '/about');
});

test('login and register go to the identity service with appId, service and lang', async ({ page }) => {
  await page.goto('/tab/openClass?lang=en');
  const login = page.getByRole('link', { name: 'Log in' });
  const href = new URL((await login.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/identity/login');
  expect(href.searchParams.get('appId')).toBe('roadshow');
  expect(href.searchParams.get('lang')).toBe('en');
  expect(new URL(href.searchParams.get('service') ?? '').pathname).toBe('/tab/openClass');
  await login.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Log in');
  // The form carries the page on, so a login comes back to it.
  const service = await page.locator('input[name="service"]').getAttribute('value');
  expect(new URL(service ?? '').pathname).toBe('/tab/openClass');
  await page.getByRole('link', { name: 'Back to Roadshow' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
});

test('on home the header turns white with a shadow once the page scrolls', async ({ page }) => {
  await page.goto('/?lang=zh-CN');
  const header = page.locator('header.site-header');
  await expect(header).toHaveClass(/is-overlay/);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/is-solid/);
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveClass(/is-overlay/);
});

test('other pages have the solid header from the start', async ({ page }) => {
  await page.goto('/tab/openClass?lang=zh-CN');
  await expect(page.locator('header.site-header')).toHaveClass(/is-solid/);
});

test('the drop-downs open from the keyboard', async ({ page }) => {
  await page.goto('/?lang=en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Listed Companies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Company library search' })).toBeVisible();
});
