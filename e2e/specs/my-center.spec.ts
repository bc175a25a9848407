import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

async function seriousViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const toast = (page: Page) => page.locator('.toast-host');

test('a visitor is sent to log in and comes back to the personal center', async ({ page }) => {
  await page.goto('/tab/myCenter?activeName=personal&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  const service = new URL(page.url()).searchParams.get('service') ?? '';
  expect(new URL(service).pathname).toBe('/tab/myCenter');
  expect(new URL(service).searchParams.get('activeName')).toBe('personal');
});

test.describe('editing the profile', () => {
  // A refused save answers 400, which the browser reports on the console.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('a new user opens the personal center from the avatar, edits, saves and sees it in the header', async ({
    page,
    account: { phone },
  }) => {
    await page.goto('/tab/roadshowSquare?lang=en');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Personal information' }).click();
    await expect(page).toHaveURL(/\/tab\/myCenter\?activeName=personal&lang=en$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal information' })).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

    // Checked in the page first, with the schema the service uses.
    await page.getByLabel('Nickname').fill('');
    await page.getByLabel('E-mail').fill('li.ming@');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a nickname')).toBeVisible();
    await expect(page.getByText('The e-mail address is in the wrong format')).toBeVisible();
    await expect(page.getByLabel('Nickname')).toBeFocused();
    await expect(page.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Nickname').fill('Wen Li');
    await page.getByLabel('E-mail').fill('wen.li@fund.example');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Birthday').fill('1990-03-08');
    await page.getByLabel('Province').selectOption({ label: 'Guangdong' });
    await page.getByLabel('City').selectOption({ label: 'Shenzhen' });
    await page.getByLabel('Company').fill('Evergreen Fund');
    await page.getByLabel('Introduction').fill('Covers renewable energy.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Your information was saved');
    await expect(page.getByText('Please enter a nickname')).toHaveCount(0);

    // The header reads the user from the root loader, which the save refreshed.
    await expect(header.getByRole('button', { name: 'Account menu of Wen Li' })).toBeVisible();
    await expect(header.locator('.user-menu__avatar')).toHaveText('W');

    // Still there after a reload, the city named in the page's language.
    await page.goto('/tab/myCenter?activeName=personal&lang=zh-CN');
    await expect(page.getByLabel('昵称')).toHaveValue('Wen Li');
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(page.getByLabel('城市')).toHaveValue('440300');
    await expect(page.getByLabel('城市').locator('option:checked')).toHaveText('深圳市');
  });

  test('a restricted word is pointed out and blocks saving', async ({ page, account: _loggedIn }) => {
    await page.goto('/tab/myCenter?activeName=personal&lang=en');
    await waitForHydration(page);
    const introduction = page.getByLabel('Introduction');
    // Leaving the field runs the safety check, and the page will not send what it flagged.
    await introduction.fill('每日荐股，带单稳赚');
    await page.getByLabel('Company').focus();
    const flagged = 'Suspected restricted words: 荐股, 带单, 稳赚. Please change them before saving';
    await expect(page.getByText(flagged)).toBeVisible();
    await expect(introduction).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(flagged)).toBeVisible();
    await expect(introduction).toBeFocused();

    // Sent straight away (Enter, no field left): the service refuses, next to the field and in a toast.
    await introduction.fill('Covers listed banks.');
    await page.getByLabel('Nickname').fill('喊单王');
    await page.getByLabel('Nickname').press('Enter');
    await expect(toast(page)).toContainText('Suspected restricted words: 喊单');
    await expect(page.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.locator('.profile-form').getByText('Suspected restricted words: 喊单. Please change them before saving'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nickname')).not.toHaveValue('喊单王');
  });
});

test('upload an avatar with checks in the page first, and see it in the header', async ({
  page,
  account: _loggedIn,
}) => {
  await page.goto('/tab/myCenter?activeName=personal&lang=en');
  await waitForHydration(page);
  const input = page.getByLabel('Change avatar');

  await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong file type' })).toBeVisible();
  await input.setInputFiles({ name: 'huge.bmp', mimeType: 'image/bmp', buffer: Buffer.alloc(3 * 1024 * 1024) });
  await expect(page.getByRole('alert').filter({ hasText: 'The picture is too large' })).toBeVisible();

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e4572e' } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page)).toContainText('Your avatar was updated');
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /^\/identity\/v2\/user\/avatar\/[a-f0-9]{32}\.jpg$/);
  const src = await avatar.getAttribute('src');
  await expect(page.getByRole('banner').locator('.user-menu__avatar img')).toHaveAttribute('src', src!);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await expect(page.getByRole('alert').filter({ hasText: 'too large' })).toHaveCount(0);
});

test('the personal center in three languages, on a phone, without accessibility violations', async ({
  page,
  account: _loggedIn,
}) => {
  // Three languages at two widths with an axe scan each: about 25 s on a quiet machine.
  test.setTimeout(90_000);
  const names = {
    'zh-CN': ['个人中心', '个人信息', '昵称', '我的认证'],
    en: ['Personal center', 'Personal information', 'Nickname', 'My certification'],
    tc: ['個人中心', '個人資訊', '暱稱', '我的認證'],
  };
  for (const lang of LANGS) {
    const [center, personal, nickname, certification] = names[lang];
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/tab/myCenter?activeName=personal&lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(center!);
    await expect(page.getByRole('heading', { level: 2, name: personal! })).toBeVisible();
    await expect(page.getByLabel(nickname!)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${personal} · ${center}`));
    expect(await seriousViolations(page), lang).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByLabel(nickname!)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, lang).toBeLessThanOrEqual(0);

    // The other tab, by its link and by the path form of activeName.
    await page.locator('.my-center__nav').getByRole('link', { name: certification! }).click();
    await expect(page).toHaveURL(new RegExp(`activeName=certification&lang=${lang}`));
    await expect(page.getByRole('link', { name: certification! })).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/tab/myCenter/myCertification?lang=en');
  await expect(page.getByRole('link', { name: 'My certification' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
});
