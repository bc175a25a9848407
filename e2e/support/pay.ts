import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { IPHONE_UA } from './test.ts';

/** The seed's paid-interaction demo (packages/db/src/seed/build-paid-demo.ts), found by its title. */
export async function findPaidDemo(request: APIRequestContext): Promise<number> {
  const search = await request.get(
    `/roadshow/search/searchActivities?searchValue=${encodeURIComponent('付费互动演示')}`,
  );
  const hits = ((await search.json()).result as { roadShowSquareList: { activityId: number; title: string }[] })
    .roadShowSquareList;
  const demo = hits.find((hit) => hit.title.includes('付费互动演示'));
  if (!demo) throw new Error('the seed has no paid-interaction demo');
  return demo.activityId;
}

/** The page's messages (`base`) and the pay area's (`pay`) in one language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const payMessages = (lang: string): any => {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/${file}`, import.meta.url), 'utf8'));
  return { base: read(`${lang}.json`), pay: read(`areas/pay.${lang}.json`).pay };
};

/** Registers on the page just opened, opens the pay dialog and answers the QR code's pay page URL. */
export async function registerAndOpenPay(page: Page, lang: string) {
  const m = payMessages(lang);
  await waitForHydration(page);
  await page.getByRole('button', { name: m.base.activityPage.action['10'] }).click();
  const goToPay = page.getByTestId('go-to-pay');
  await expect(goToPay).toHaveText(m.base.activityPage.label['15']);
  await goToPay.click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'paying');
  // Drawn as a dialog over the page (antd's stylesheet comes with it on the phone page too).
  await expect(dialog).toBeInViewport();
  await expect(page.getByRole('img', { name: m.pay.dialog.qrLabel })).toBeVisible();
  await expect(page.getByText(m.pay.dialog.scan)).toBeVisible();
  return (await page.getByTestId('pay-url').getAttribute('href'))!;
}

/** The paid state's line in the page's language: "Paid ¥99.00 on 2026-11-20 14:05" (any time). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function paidLine(m: any, amount: string): RegExp {
  const escaped = (m.pay.state.paidAt as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    escaped
      .replace('\\{\\{amount\\}\\}', amount.replace(/[.$]/g, '\\$&'))
      .replace('\\{\\{time\\}\\}', '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}'),
  );
}

/** A message whose `{{time}}` is a China wall-clock minute ("2026-11-20 14:05"), as a pattern. */
export function timedLine(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace('\\{\\{time\\}\\}', '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}'));
}

/** The phone that scanned the code: a context of its own, not logged in, 390 px wide. */
export async function phone(browser: Browser, baseURL: string, lang: string) {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    locale: lang === 'en' ? 'en-US' : lang === 'tc' ? 'zh-TW' : 'zh-CN',
  });
}

/** Pays the order behind `payUrl` on the sandbox provider's page, from a phone of its own. */
export async function payOnPhone(browser: Browser, baseURL: string, lang: string, payUrl: string) {
  const m = payMessages(lang);
  const payer = await phone(browser, baseURL, lang);
  const payPage = await payer.newPage();
  await payPage.goto(`${payUrl}&lang=${lang}`);
  await waitForHydration(payPage);
  await payPage.getByRole('button', { name: m.pay.sandbox.pay, exact: true }).click();
  await expect(payPage.getByRole('status').filter({ hasText: m.pay.sandbox.paid })).toBeVisible();
  await payer.close();
}
