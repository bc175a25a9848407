import { SignLabel } from '@roadshow/contracts/sign-label';
import { openActivityPage } from '../support/activities.ts';
import {
  consoleCall,
  createPublishedActivity,
  DEMO_OPERATOR,
  grantRole,
  logIn,
  newUserContext,
  registerUser,
} from '../support/console-fixtures.ts';
import { paidLine, payMessages, payOnPhone, registerAndOpenPay, timedLine } from '../support/pay.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// A refund clicked in the console (decision 078): an investor pays through the sandbox provider, the
// sponsor's admin refunds that payment on the console's payment page after its confirmation, and the
// investor's activity page and order list say the payment was refunded and the seat must be paid again.

/** antd's own confirm button text per language: it spaces two CJK characters apart ("确 定"). */
const OK = { 'zh-CN': /^确\s?定$/, en: /^OK$/, tc: /^確\s?定$/ } as const;
const CANCEL = { 'zh-CN': /^取\s?消$/, en: /^Cancel$/, tc: /^取\s?消$/ } as const;

for (const [index, lang] of LANGS.entries()) {
  test(`a paid seat refunded from the console (${lang})`, async ({ browser, baseURL }) => {
    // Four browser contexts (operator, admin, investor, the investor's phone) on a shared machine.
    test.setTimeout(150_000);
    const site = baseURL!;
    const m = payMessages(lang);

    // The operator makes a new user admin of a company; the admin publishes a registration-only
    // activity (no review) and prices it on the console's payment page.
    const operator = await newUserContext(browser, site, lang);
    await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const access = (await consoleCall(operator.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    // Counted from the end: console.spec.ts makes its own admins of the first six companies.
    const companyId = access.companies.at(-1 - index).companyId as number;
    const admin = await newUserContext(browser, site, lang);
    await grantRole(operator.request, companyId, await registerUser(admin, site, '181'), 'admin');
    const stamp = `${Date.now() % 100000}-${lang}`;
    const titles = { 'zh-CN': `退款演示 ${stamp}`, en: `Refund demo ${stamp}`, tc: `退款演示 ${stamp}` };
    const hour = 3_600_000;
    const activityId = await createPublishedActivity(admin.request, {
      companyId,
      titleZh: titles['zh-CN'],
      titleEn: titles.en,
      titleTc: titles.tc,
      meetingStatus: 0,
      startAt: new Date(Date.now() + 48 * hour).toISOString(),
      endAt: new Date(Date.now() + 50 * hour).toISOString(),
      accessMode: 'registration',
    });
    const consolePage = await admin.newPage();
    await consolePage.goto(`/console/activity/${activityId}/payment?company=${companyId}&lang=${lang}`);
    await waitForHydration(consolePage);
    await consolePage.getByLabel(m.pay.console.price).fill('12.5');
    // The toast lasts a second: the call's answer is what to wait on.
    const [priced] = await Promise.all([
      consolePage.waitForResponse((r) => r.url().includes('/console/savePayPrice')),
      consolePage.getByRole('button', { name: m.pay.console.save }).click(),
    ]);
    expect(priced.status()).toBe(200);
    await expect(consolePage.getByText(m.pay.console.empty)).toBeVisible();

    // The investor signs up on the activity page and pays with their phone; the page notices.
    const investor = await newUserContext(browser, site, lang);
    const investorPhone = await registerUser(investor, site, '182');
    const page = await openActivityPage(investor, activityId, lang);
    const payUrl = await registerAndOpenPay(page, lang);
    await expect(page.getByTestId('pay-amount')).toHaveText('¥12.50');
    await payOnPhone(browser, site, lang, payUrl);
    await expect(page.getByTestId('pay-dialog')).toHaveAttribute('data-phase', 'paid');
    await page.getByRole('button', { name: m.pay.dialog.close, exact: true }).last().click();
    await expect(page.getByTestId('paid-state')).toContainText(paidLine(m, '¥12.50'));
    await expect(page.locator('.sign-panel__main')).toHaveText(m.base.activityPage.label[SignLabel.Registered]);

    // The admin sees the paid order with the payment that paid it, and refunds it: the confirmation
    // says what it means; cancelling it changes nothing, confirming records the refund.
    await consolePage.reload();
    await waitForHydration(consolePage);
    const order = consolePage.getByRole('row', { name: new RegExp(investorPhone) });
    await expect(order).toContainText(m.pay.states.paid);
    const payment = order.getByTestId('payment');
    await expect(payment).toContainText(m.pay.console.applied);
    await payment.getByRole('button', { name: m.pay.console.refundPaid }).click();
    const confirm = consolePage.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(m.pay.console.confirmRefundPaid);
    await confirm.getByRole('button', { name: CANCEL[lang] }).click();
    await expect(confirm).toHaveCount(0);
    await expect(order).toContainText(m.pay.states.paid);
    await payment.getByRole('button', { name: m.pay.console.refundPaid }).click();
    const [refunded] = await Promise.all([
      consolePage.waitForResponse((r) => r.url().includes('/console/markPaymentRefunded')),
      confirm.getByRole('button', { name: OK[lang] }).click(),
    ]);
    expect(refunded.status()).toBe(200);
    await expect(order.getByText(m.pay.states.refunded, { exact: true })).toBeVisible();
    await expect(payment).toContainText(timedLine(m.pay.console.refundedAt));
    // Refunded, so no longer a refund button on it.
    await expect(payment.getByRole('button')).toHaveCount(0);
    await consolePage.screenshot({ path: `test-results/pay-screens/console-refunded-${lang}.png`, fullPage: true });

    // The investor's page: no paid state, "go to pay" again, and the word that the payment came back.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('paid-state')).toHaveCount(0);
    await expect(page.getByTestId('go-to-pay')).toHaveText(m.base.activityPage.label[SignLabel.GoToPay]);
    await expect(page.getByText(m.pay.state.refunded)).toBeVisible();
    // Their orders list says so too.
    await page.goto(`/tab/myCenter?activeName=orders&lang=${lang}`);
    const row = page.locator('.my-list__row', { hasText: titles[lang] });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('12.50');
    await expect(row.locator('.my-list__badge')).toHaveText(m.pay.states.refunded);
    await page.screenshot({ path: `test-results/pay-screens/my-orders-refunded-${lang}.png`, fullPage: true });

    // The refund is in the activity's audit log, by the admin.
    const log = (await consoleCall(admin.request, 'GET', '/console/listAuditLog', { companyId, activityId })).body
      .result.entries as { action: string }[];
    expect(log.filter((entry) => entry.action === 'payment.refund')).toHaveLength(1);

    for (const context of [operator, admin, investor]) await context.close();
  });
}
