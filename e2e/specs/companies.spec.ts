import { mkdirSync, readFileSync } from 'node:fs';
import { registerFrom } from '../support/identity.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

const LIBRARY = { 'zh-CN': '公司库检索', en: 'Company library search', tc: '公司庫檢索' };
const IR = { 'zh-CN': 'IR网站检索', en: 'IR website search', tc: 'IR網站檢索' };
const HUACHEN = { 'zh-CN': '华辰新能', en: 'Huachen New Energy', tc: '華辰新能' };

async function expectNoSeriousViolations(page: import('@playwright/test').Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
}

for (const lang of LANGS) {
  test(`the company library finds a company typed in Traditional characters, in ${lang}`, async ({ page }) => {
    await page.goto(`/tab/listedCompany?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIBRARY[lang]);
    expect(await page.locator('.company-row').count()).toBe(10);
    await page.locator('#main').getByRole('searchbox').fill('華辰');
    await page.locator('#main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/searchValue=%E8%8F%AF%E8%BE%B0/);
    const row = page.locator('.company-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('heading', { level: 3 })).toContainText(HUACHEN[lang]);
    if (lang !== 'en') await expect(row.locator('mark').first()).toHaveText(lang === 'tc' ? '華辰' : '华辰');
    await row.getByRole('link', { name: HUACHEN[lang], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tab/listedCompany\\?companyCode=688351&lang=${lang}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HUACHEN[lang]);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${HUACHEN[lang]} (688351)`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/media\/logos\//);
    await expect(page.locator('.company-facts')).toContainText('ir.huachen.example.com');
  });

  test(`the IR website pages list and search websites in ${lang}`, async ({ page }) => {
    await page.goto(`/tab/IRwebsite?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IR[lang]);
    await expect(page.locator('.company-row').first().locator('a[href^="https://ir."]')).toBeVisible();
    await page.locator('#main').getByRole('searchbox').fill('HCXN');
    await page.locator('#main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/tab\/irwSearch\?searchValue=HCXN/);
    await expect(page.locator('.company-row')).toHaveCount(1);
    await expect(page.locator('.company-row a[href="https://ir.huachen.example.com"]')).toBeVisible();
  });
}

test('stock code, pinyin and an exchange tab narrow the library; nothing found says so', async ({ page }) => {
  await page.goto('/tab/listedCompany?searchValue=601136&lang=en');
  await expect(page.locator('.company-row').first()).toContainText('601136');
  await page.goto('/tab/listedCompany?searchValue=huachen&lang=en');
  await expect(page.locator('.company-row')).toHaveCount(1);
  await page.goto('/tab/listedCompany?lang=en');
  await page.getByRole('link', { name: 'Hong Kong' }).click();
  await expect(page).toHaveURL(/tab=4/);
  const exchanges = await page.locator('.company-row__exchange').allTextContents();
  expect(exchanges.length).toBeGreaterThan(0);
  expect(new Set(exchanges)).toEqual(new Set(['HKEX']));
  await page.goto('/tab/listedCompany?searchValue=zzqxjvw&lang=en');
  await expect(page.locator('.list-state--empty')).toBeVisible();
  await expect(page.locator('#company-results-title')).toHaveText('0 companies for "zzqxjvw"');
});

test.describe('missing companies', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown company answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/tab/listedCompany?companyCode=999999&lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('a visitor is sent to log in, comes back, follows and unfollows a company and an analyst', async ({ page }) => {
  const path = '/tab/listedCompany?companyCode=601136&lang=en';
  await page.goto(path);
  const visitorFollow = page.locator('.company-hero').getByRole('link', { name: /Log in to follow/ });
  const href = new URL((await visitorFollow.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/identity/login');
  expect(new URL(href.searchParams.get('service') ?? '').pathname).toBe('/tab/listedCompany');
  expect(new URL(href.searchParams.get('service') ?? '').searchParams.get('companyCode')).toBe('601136');

  await registerFrom(page, path, '134');
  await expect(page).toHaveURL(/companyCode=601136/);
  const follow = page.locator('.company-hero').getByRole('button', { name: /Follow/ });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText(/Following/);
  await expect(page.locator('.company-hero__meta')).toContainText('1 follower');
  const analyst = page.locator('.analyst').first();
  const analystName = (await analyst.locator('strong').textContent()) ?? '';
  await analyst.getByRole('button').click();
  await expect(analyst.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.company-hero').getByRole('button', { name: /Following/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The account menu leads to the follow management page.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My follows' }).click();
  await expect(page).toHaveURL(/\/tab\/management\?lang=en$/);
  await expect(page.locator('#followed-companies ~ .followed-list, .follow-group').first()).toContainText('601136');
  await expect(page.locator('.follow-group').nth(1)).toContainText(analystName);
  await expectNoSeriousViolations(page);

  // Unfollow the company from the management page; after a reload it is gone.
  await page
    .locator('.follow-group')
    .first()
    .getByRole('button', { name: /Following/ })
    .click();
  await expect(page.locator('.follow-group').first().getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.locator('.follow-group').first().locator('.list-state--empty')).toBeVisible();
  await page.goto(path);
  await expect(page.locator('.company-hero').getByRole('button', { name: /Follow/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const path of [
  '/tab/listedCompany?lang=tc',
  '/tab/listedCompany?searchValue=%E8%83%BD%E6%BA%90&lang=zh-CN',
  '/tab/listedCompany?companyCode=601136&lang=en',
  '/tab/IRwebsite?lang=zh-CN',
  '/tab/irwSearch?searchValue=hc&lang=tc',
  '/tab/management?lang=en',
]) {
  test(`${path} fits a phone and has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('header.site-header')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoSeriousViolations(page);
  });
}

/** The company page's booking link text in a language (companies.bookVisit). */
const bookVisit = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/${lang}.json`, import.meta.url), 'utf8')).companies
    .bookVisit as string;

type VisitorHome = { company: { name: string }; slots: { quiet: unknown; remaining: number }[] };
const openSlots = (home: VisitorHome) => home.slots.filter((slot) => slot.quiet === null && slot.remaining > 0).length;

for (const lang of LANGS) {
  test(`a company with open research-visit slots links to its booking (issue 12), in ${lang}`, async ({ page }) => {
    mkdirSync('test-results/companies', { recursive: true });
    const answer = await page.request.get(`/roadshow/visitor/getVisitorHome?companyCode=688351&lang=${lang}`);
    const home = (await answer.json()).result as VisitorHome;
    expect(openSlots(home)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tab/listedCompany?companyCode=688351&lang=${lang}`);
    const book = page.locator('#main').getByRole('link', { name: new RegExp(`^${bookVisit(lang)}`) });
    await expect(book).toContainText(String(openSlots(home)));
    await page.screenshot({ path: `test-results/companies/book-visit-390-${lang}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(book).toBeVisible();
    await page.screenshot({ path: `test-results/companies/book-visit-1440-${lang}.png` });
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/tab/visitor\\?companyCode=688351&.*lang=${lang}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.company.name);
  });
}

test('a company without open research-visit slots has no booking link', async ({ page }) => {
  await page.goto('/tab/listedCompany?lang=en');
  const codes = await page
    .locator('.company-row a[href*="companyCode="]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('companyCode')),
    );
  let without: string | null = null;
  for (const code of new Set(codes)) {
    const home = await page.request.get(`/roadshow/visitor/getVisitorHome?companyCode=${code}&lang=en`);
    if (openSlots((await home.json()).result as VisitorHome) === 0) {
      without = code;
      break;
    }
  }
  expect(without, 'a listed company with no open slots').not.toBeNull();
  await page.goto(`/tab/listedCompany?companyCode=${without}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: new RegExp(`^${bookVisit('en')}`) })).toHaveCount(0);
});
