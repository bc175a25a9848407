import { seriousViolations } from '../support/axe.ts';
import { expect, IPHONE_UA, LANGS, test, waitForHydration } from '../support/test.ts';

const VIDEO_HEADINGS = { 'zh-CN': '财报解读', en: 'Financial report interpretation', tc: '財報解讀' } as const;
const SHORT_HEADINGS = { 'zh-CN': '短视频', en: 'Short videos', tc: '短影片' } as const;
const SQUARE_HEADINGS = { 'zh-CN': '移动路演广场', en: 'Mobile roadshow square', tc: '行動版路演廣場' } as const;
const TOPIC_SECTION = { 'zh-CN': '专题活动', en: 'Events in this topic', tc: '專題活動' } as const;

test.describe('financial report interpretation', () => {
  for (const lang of LANGS) {
    test(`plays the lead video and lists the others in ${lang}`, async ({ page }) => {
      const response = await page.goto(`/tab/interpretation?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIDEO_HEADINGS[lang]);
      const video = page.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /^\/media\/covers\/video-\d+\.svg$/);
      await expect(video.locator('source')).toHaveAttribute('src', '/media/videos/demo.mp4');
      await expect(page.locator('.video-card')).toHaveCount(12);
      await expect(page.locator('.video-card[aria-current="true"]')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a chosen video plays in the player, keyboard reachable, and its play is counted', async ({ page }) => {
    await page.goto('/tab/interpretation?tab=2&lang=en');
    await expect(page.getByRole('link', { name: 'Annual', exact: true })).toHaveAttribute('aria-current', 'page');
    const second = page.locator('.video-card').nth(1);
    const title = (await second.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/tab=2&videoId=\d+&lang=en$/);
    // The play counter is React's: the link may have been a full page load.
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));

    const video = page.getByRole('region', { name: title }).locator('video');
    await video.focus();
    await expect(video).toBeFocused();
    const views = page.getByTestId('video-views');
    const before = Number((await views.textContent())?.replace(/\D/g, ''));
    const counted = page.waitForResponse('**/roadshow/homePage/addVideoViewNum*');
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      return !element.paused;
    });
    expect(played).toBe(true);
    expect((await counted).status()).toBe(200);
    await expect(views).toHaveText(`${(before + 1).toLocaleString('en-US')} views`);
  });

  test.describe('unknown videos', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('an unknown video answers 404', async ({ page }) => {
      const response = await page.goto('/tab/interpretation?videoId=99999&lang=en');
      expect(response?.status()).toBe(404);
    });
  });
});

test.describe('short videos', () => {
  for (const lang of LANGS) {
    test(`frames the built-in short-video feed in ${lang}`, async ({ page }) => {
      await page.goto(`/tab/shortVideo?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHORT_HEADINGS[lang]);
      const frame = page.frameLocator('iframe.frame-host__frame');
      await expect(frame.locator('article.short-card')).toHaveCount(12);
      await expect(frame.locator('html')).toHaveAttribute('lang', lang === 'tc' ? 'zh-TW' : lang);
      await expect(page.locator('.frame-host')).toHaveClass(/is-ready/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test.describe('when the micro-frontend fails', () => {
    test.use({ allowConsoleErrors: [/status of 502/] });

    test('says so clearly and offers a reload and a direct link', async ({ page }) => {
      await page.route('**/h5/shortVideo?*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
      await page.goto('/tab/shortVideo?lang=en');
      await expect(page.getByRole('alert')).toContainText('The short videos could not be loaded.');
      await expect(page.locator('iframe.frame-host__frame')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Open in a new window' })).toHaveAttribute(
        'href',
        '/h5/shortVideo?lang=en',
      );
      await page.unroute('**/h5/shortVideo?*');
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.frameLocator('iframe.frame-host__frame').locator('article.short-card')).toHaveCount(12);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });

  for (const lang of LANGS) {
    test(`the mobile square lists roadshows in ${lang}`, async ({ page }) => {
      const response = await page.goto(`/tab/h5-roadshowSquare?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SQUARE_HEADINGS[lang]);
      await expect(page.locator('.m-activity')).toHaveCount(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the mobile square loads the next page as the list scrolls', async ({ page }) => {
    await page.goto('/tab/h5-roadshowSquare?lang=en');
    await expect(page.locator('.m-activity')).toHaveCount(12);
    await page.locator('.m-activity').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.m-activity')).toHaveCount(24);
    await page.locator('.m-activity').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.m-activity')).toHaveCount(36);
    const ids = await page
      .locator('.m-activity')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('activityId')),
      );
    expect(new Set(ids).size).toBe(36);
  });

  test.describe('when the next page fails', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test('the mobile square says so and loads it on retry', async ({ page }) => {
      await page.route('**/roadshow/search/searchActivities?*page=2*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, errorCode: 'INTERNAL', errorMsg: 'boom' }),
        }),
      );
      await page.goto('/tab/h5-roadshowSquare?lang=en');
      await page.locator('.m-activity').last().scrollIntoViewIfNeeded();
      await expect(page.getByRole('alert')).toContainText('Could not load');
      await expect(page.locator('.m-activity')).toHaveCount(12);
      await page.unroute('**/roadshow/search/searchActivities?*page=2*');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('.m-activity')).toHaveCount(24);
    });
  });

  test('the mobile square searches, switches tabs and shows an empty state', async ({ page }) => {
    await page.goto('/tab/h5-roadshowSquare?lang=en');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search roadshows' });
    await search.fill('ESG');
    await search.press('Enter');
    await expect(page).toHaveURL(/searchValue=ESG&lang=en$/);
    const titles = page.locator('.m-activity__title');
    await expect(titles.first()).toContainText('ESG');
    for (const title of await titles.allTextContents()) expect(title).toContain('ESG');

    await page.getByRole('tab', { name: 'Earnings calls' }).click();
    await expect(page).toHaveURL(/searchValue=ESG&tab=2&lang=en$/);
    await expect(page.getByRole('tab', { name: 'Earnings calls' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/tab/h5-roadshowSquare?searchValue=zzzzqqqq&lang=en');
    await expect(page.getByText('Nothing here yet')).toBeVisible();
    await expect(page.locator('.m-activity')).toHaveCount(0);
  });

  for (const lang of LANGS) {
    test(`the topic page opens from the desktop topic link in ${lang}`, async ({ page }) => {
      await page.goto(`/tab/activityThemeDetail?themeId=3&lang=${lang}`);
      expect(new URL(page.url()).pathname).toBe('/h5/theme');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(TOPIC_SECTION[lang]);
      expect(await page.locator('.m-activity').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test.describe('unknown topics', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('an unknown topic answers 404', async ({ page }) => {
      const response = await page.goto('/h5/theme?themeId=99999&lang=en');
      expect(response?.status()).toBe(404);
    });
  });
});

test('antd-mobile is loaded by the mobile pages only, not by the home page', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/?lang=en');
  await page.waitForLoadState('networkidle');
  const homeScripts = await Promise.all(scripts);
  expect(homeScripts.length).toBeGreaterThan(0);
  expect(homeScripts.filter((text) => text.includes('adm-infinite-scroll'))).toEqual([]);

  scripts.length = 0;
  await page.goto('/tab/h5-roadshowSquare?lang=en');
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).some((text) => text.includes('adm-infinite-scroll'))).toBe(true);
});
