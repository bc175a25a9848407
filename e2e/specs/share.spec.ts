import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

const TEXT = {
  'zh-CN': { share: '分享', copy: '复制短链接', copied: '链接已复制', close: '关闭' },
  en: { share: 'Share', copy: 'Copy the short link', copied: 'Link copied', close: 'Close' },
  tc: { share: '分享', copy: '複製短連結', copied: '連結已複製', close: '關閉' },
} as const;

/** Reads the QR code the way a phone camera does: from the pixels on screen. */
async function scanQr(page: Page): Promise<string | null> {
  const png = await page.locator('.share-dialog__qr svg').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

async function seriousViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

for (const lang of LANGS) {
  for (const width of [1366, 390]) {
    test(`the topic's share panel gives a short link and a scannable QR code (${lang}, ${width}px)`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/tab/activityThemeDetail?themeId=1&lang=${lang}`);
      await waitForHydration(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        /\/tab\/activityThemeDetail\?themeId=1&lang=/,
      );

      await page.getByRole('button', { name: TEXT[lang].share, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: TEXT[lang].share });
      await expect(dialog).toBeVisible();
      const copy = dialog.getByRole('button', { name: TEXT[lang].copy });
      await expect(copy).toBeVisible();
      const shortUrl = await dialog.locator('input').first().inputValue();
      expect(shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/[2-9A-HJ-NP-Za-km-z]{8}$/);
      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      }

      await copy.click();
      await expect(page.getByRole('status').filter({ hasText: TEXT[lang].copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

      await expect(dialog.getByRole('img')).toBeVisible();
      expect(await scanQr(page)).toBe(shortUrl);
      expect(await seriousViolations(page)).toEqual([]);

      // Escape closes the dialog and focus returns to the Share button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: TEXT[lang].share, exact: true })).toBeFocused();

      // The short link opens the topic.
      await page.goto(shortUrl);
      await expect(page).toHaveURL(new RegExp(`/tab/activityThemeDetail\\?themeId=1&lang=${lang}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
}

test('the share panel works from the keyboard alone and on a news article', async ({ page }) => {
  await page.goto('/tab/flashNews?lang=en');
  await page.locator('.news-list__title a').first().click();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await waitForHydration(page);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByRole('button', { name: 'Copy the short link' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The page behind the modal dialog is inert: tabbing reaches the dialog's controls and nothing
  // else of the page (past the last one, focus goes to the browser's own UI and comes back).
  const reached = new Set<string>();
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'outside-page';
      return node.contains(active)
        ? `${active.tagName}:${active.getAttribute('aria-label') ?? active.textContent}`
        : 'page';
    });
    expect(where).not.toBe('page');
    reached.add(where);
  }
  expect(reached.size).toBeGreaterThanOrEqual(6);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('unknown short links', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown or malformed code is the 404 page', async ({ page }) => {
    for (const path of ['/s/zzzzzzzz?lang=en', '/s/not-a-code?lang=en']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});

test('the calendar file downloads from the served site in the page language', async ({ page }) => {
  const response = await page.request.get('/roadshow/activity/getActivityCalendar?activityId=1&lang=tc');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="roadshow-activity-1\.ics"$/);
  const body = await response.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body).toContain('SUMMARY;LANGUAGE=zh-TW:');
  expect(body).toContain('TRIGGER:-PT30M');
});
