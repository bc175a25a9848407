import { expect, test } from '../support/test.ts';

test('inside a parent page the site reports its scroll offset, capped at 103 px, and answers back-to-top', async ({
  page,
}) => {
  await page.goto('/embed-demo/');
  const frame = page.frameLocator('#roadshow');
  await expect(frame.getByRole('heading', { level: 2, name: 'Upcoming roadshows' })).toBeVisible();

  const child = page.frame({ url: /embed=1/ });
  expect(child).not.toBeNull();
  await child!.evaluate(() => window.scrollTo(0, 60));
  await expect(page.locator('#offset')).toHaveText('60');
  await child!.evaluate(() => window.scrollTo(0, 900));
  await expect(page.locator('#scroll-top')).toHaveText('900');
  await expect(page.locator('#offset')).toHaveText('103');

  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => child!.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#offset')).toHaveText('0');
});

test('embedded, the site uses the #14bcf5 theme', async ({ page }) => {
  await page.goto('/embed-demo/');
  const child = page.frame({ url: /embed=1/ });
  await expect(page.frameLocator('#roadshow').locator('body')).toHaveClass(/is-embedded/);
  await expect
    .poll(() =>
      child!.evaluate(() => getComputedStyle(document.body).getPropertyValue('--rs-primary').trim().toLowerCase()),
    )
    .toBe('#14bcf5');
  const standalone = await page.evaluate(async () => {
    const response = await fetch('/?lang=en');
    return response.text();
  });
  expect(standalone).not.toContain('is-embedded');
});

test('a message that does not come from the parent is ignored', async ({ page }) => {
  await page.goto('/embed-demo/');
  const child = page.frame({ url: /embed=1/ });
  await expect(page.frameLocator('#roadshow').locator('body')).toHaveClass(/is-embedded/);
  await child!.evaluate(() => window.scrollTo(0, 500));
  // The frame posting to itself is not its parent: the back-to-top request must be dropped.
  await child!.evaluate(() => window.postMessage({ source: 'roadshow', type: 'backToTop' }, '*'));
  await child!.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await child!.evaluate(() => window.scrollY)).toBe(500);
});

// Decision 071: the page's scripts are requested after its first paint, found with
// requestAnimationFrame. A frame that is never drawn (an off-screen cross-origin frame, or one
// styled display:none, depending on the browser) gets no animation frame; the gate's timer must
// open it anyway. Here the framed page's animation frames never come, as in such a frame.
test('a framed page that is never drawn still loads its scripts and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) window.requestAnimationFrame = () => 0;
  });
  await page.goto('/embed-demo/');
  const framed = page.frameLocator('#roadshow');
  await expect(framed.locator('body')).toHaveClass(/is-embedded/);
  await expect(framed.locator('html[data-hydrated]')).toBeAttached();
  await expect(framed.locator('link[rel="x-modulepreload"]')).toHaveCount(0);
});
