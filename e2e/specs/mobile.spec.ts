import { expect, IPHONE_UA, test } from '../support/test.ts';

test.describe('on a phone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });

  test('/tab/activityIndex redirects to the H5 sign-up page with token, activityId and lang', async ({ page }) => {
    await page.goto('/tab/activityIndex?activityId=5&lang=en');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/h5/activity');
    expect(url.searchParams.get('activityId')).toBe('5');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toMatch(/^anon\./);
    // The H5 page itself (e2e/specs/h5-activity.spec.ts): the activity with its sign-up button.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.sign-panel__main')).toBeVisible();
  });

  test('/tab/activityThemeDetail redirects to the mini-app topic page with themeId', async ({ page }) => {
    await page.goto('/tab/activityThemeDetail?themeId=3&lang=zh-CN');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/h5/theme');
    expect(url.searchParams.get('themeId')).toBe('3');
    expect(url.searchParams.get('lang')).toBe('zh-CN');
  });
});

test('a desktop browser stays on the activity page', async ({ page }) => {
  await page.goto('/tab/activityIndex?activityId=5&lang=en');
  expect(new URL(page.url()).pathname).toBe('/tab/activityIndex');
});
