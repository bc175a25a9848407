import { newPhone, readCode } from '../support/identity.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

test('the login page speaks each language', async ({ page }) => {
  const headings = { 'zh-CN': '登录', en: 'Log in', tc: '登入' };
  for (const lang of LANGS) {
    await page.goto(`/identity/login?appId=roadshow&lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[lang]);
  }
});

test('register from a page, come back logged in, and log out', async ({ page }) => {
  await page.goto('/tab/roadshowSquare?lang=en');
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');

  const phone = newPhone('137');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('status')).toContainText('A code was sent');
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await readCode(page, phone));
  await page.getByLabel('Password').fill('abc12345');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Register and log in' }).click();

  // Back on the square, the ticket exchanged and gone from the address bar.
  await expect(page).toHaveURL(/\/tab\/roadshowSquare\?lang=en$/);
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Personal information' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Not verified' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ticket')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('ticket=');

  await page.evaluate(() => {
    sessionStorage.setItem('userInfo', '{}');
    localStorage.setItem('42psw13800000000', 'secret');
  });
  await header.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('userInfo'), localStorage.getItem('42psw13800000000')]),
  ).toEqual([null, null]);

  // Logged out everywhere: the identity service asks again instead of signing straight in.
  await header.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByRole('link', { name: 'Log in with a password' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password').fill('abc12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/tab\/roadshowSquare\?lang=en$/);
  await expect(header.getByRole('link', { name: 'Personal information' })).toBeVisible();
});

test('a failed ticket exchange leaves an anonymous page that works', async ({ page }) => {
  await page.goto('/?lang=en&ticket=ST-forged-or-used');
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where listed companies meet investors');
});

test.describe('bad input on the identity pages', () => {
  test.use({ allowConsoleErrors: [/status of 40\d/] });

  test('a wrong field is marked and explained, and what was typed stays', async ({ page }) => {
    await page.goto('/identity/register?lang=zh-CN');
    await page.getByLabel('手机号').fill('12345');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('请输入正确的 11 位手机号码')).toBeVisible();
    await expect(page.getByText('请先阅读并同意用户协议')).toBeVisible();
    await expect(page.getByLabel('手机号')).toHaveValue('12345');
  });
});

test('the login page has no serious accessibility violations and fits a phone', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/identity/login?lang=tc');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test('the security center opens from the account menu and changes the mobile number', async ({
  page,
  account: _loggedIn,
}) => {
  await page.goto('/?lang=tc');
  await waitForHydration(page);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /帳號選單/ })
    .click();
  await page.getByRole('menuitem', { name: '安全中心' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('安全中心');
  await page.getByRole('link', { name: '更換手機號' }).click();
  const fresh = newPhone('137');
  await page.getByLabel('新手機號').fill(fresh);
  await page.getByRole('button', { name: '取得驗證碼' }).click();
  await expect(page.getByRole('status')).toContainText('驗證碼已發送');
  await page.getByLabel('驗證碼').fill(await readCode(page, fresh));
  await page.getByRole('button', { name: '更換手機號' }).click();
  await expect(page.getByRole('status')).toContainText(`${fresh.slice(0, 3)}****${fresh.slice(-4)}`);
  await page.getByRole('link', { name: '返回繼續瀏覽' }).click();
  await expect(page).toHaveURL(/\/\?lang=tc$/);
});
