import { expect, test, waitForHydration } from '../support/test.ts';

test('entering a tracked route sends a page-view log', async ({ page }) => {
  const logged = page.waitForRequest((request) => request.url().includes('/roadshow/insertPage/insertPageLog'));
  await page.goto('/tab/activityIndex?activityId=7&lang=en');
  const body = (await logged).postDataJSON() as { moduleType: string; moduleId: string };
  expect(body).toMatchObject({ moduleType: 'activityIndex', moduleId: '7' });
});

test('an untracked route sends none', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('insertPageLog')) sent = true;
  });
  await page.goto('/tab/activityTestVideo?lang=en');
  await page.waitForLoadState('networkidle');
  expect(sent).toBe(false);
});

test('a navigation click sends a behaviour log with the spec constants', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  const logged = page.waitForRequest((request) => request.url().includes('/roadshow/log/userBehaviorLog'));
  await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).click();
  const body = (await logged).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    bhvText: 'nav:courses',
    bhvType: 'click',
    productId: '33',
    platform: 'pc',
    vender: '00',
    moduleId: '6101',
    pageId: '0004',
    appVersion: '1.0.0',
  });
});
