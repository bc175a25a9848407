import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { contract } from '@roadshow/contracts/calls/contract';
import { expect, LANGS, test } from '../support/test.ts';
import {
  consoleCall,
  DEMO_OPERATOR,
  grantRole,
  logIn,
  newUserContext,
  registerUser,
} from '../support/console-fixtures.ts';

type Lang = (typeof LANGS)[number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Texts = any;
const texts = (lang: Lang): Texts =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/${lang}.json`, import.meta.url), 'utf8'));

/** "2026-12-01T10:00" some days ahead, China wall-clock time, for the datetime-local inputs. */
function wallTime(daysAhead: number, hour: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

// A 403 page load is logged by the browser as a failed resource: expected where a foreigner is refused.
test.use({ allowConsoleErrors: [/status of 403/] });

for (const [index, lang] of LANGS.entries()) {
  test(`console story in ${lang}: grant, create, publish, review, waiting list, export, foreign member refused`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const all = texts(lang);
    const t = all.console;
    const site = baseURL!;

    // The operator, and the two companies of this language's run.
    const operator = await newUserContext(browser, site, lang);
    await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const access = (await consoleCall(operator.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    const companyA = access.companies[index * 2].companyId as number;
    const companyB = access.companies[index * 2 + 1].companyId as number;

    // A new user becomes admin of company A: the operator grants the role on the members page.
    const admin = await newUserContext(browser, site, lang);
    const adminPhone = await registerUser(admin, site, '171');
    const operatorPage = await operator.newPage();
    await operatorPage.goto(`/console/members?company=${companyA}&lang=${lang}`);
    await operatorPage.getByLabel(t.members.phone).fill(adminPhone);
    await operatorPage.getByRole('button', { name: t.members.grant }).click();
    await expect(operatorPage.getByRole('row', { name: new RegExp(adminPhone) })).toContainText(t.roles.admin);

    // The header shows "Console" to the member; it leads to the company's activities.
    const page = await admin.newPage();
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('banner').getByRole('link', { name: t.headerItem }).click();
    await expect(page.getByRole('heading', { name: t.activities.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`company=${companyA}`));

    // Create a trilingual registration-required activity, quota 2, with approval.
    await page.getByRole('link', { name: t.activities.new }).click();
    await page.getByRole('button', { name: t.form.next }).click();
    const stamp = Date.now() % 100000;
    const title = `业绩说明会 ${lang} ${stamp}`;
    const englishTitle = `Results briefing ${lang} ${stamp}`;
    // The list shows each activity in the viewer's language (tc: the converted title).
    const shownTitle = { 'zh-CN': title, en: englishTitle, tc: title.replace('业绩说明会', '業績說明會') }[lang];
    await page.getByLabel(t.form.titleZh).fill(title);
    await page.getByLabel(t.form.titleEn).fill(englishTitle);
    await page.getByLabel(t.form.summaryZh).fill('公司年度业绩与发展战略');
    await page.getByRole('button', { name: t.form.convert }).click();
    await expect(page.getByLabel(t.form.titleTc)).toHaveValue(title.replace('业绩说明会', '業績說明會'));
    await expect(page.getByLabel(t.form.summaryTc)).toHaveValue('公司年度業績與發展戰略');
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByLabel(t.form.start).fill(wallTime(5, 10));
    await page.getByLabel(t.form.end).fill(wallTime(5, 12));
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByLabel(t.form.quota).fill('2');
    await expect(page.getByLabel(t.form.needsApproval)).toBeChecked();
    await page.getByRole('button', { name: t.form.save }).click();

    // Back on the list: publish it.
    const row = page.getByRole('row', { name: new RegExp(shownTitle) });
    await expect(row).toContainText(t.activities.draft);
    await row.getByRole('button', { name: t.activities.publish }).click();
    await expect(row).toContainText(t.activities.published);
    const href = await row.getByRole('link', { name: shownTitle }).getAttribute('href');
    const activityId = Number(href!.match(/activity\/(\d+)/)![1]);

    // Three investors sign up in their own browsers: two take the seats, the third joins the waiting list.
    const investors: BrowserContext[] = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await newUserContext(browser, site, lang);
      await registerUser(context, site, '172');
      investors.push(context);
    }
    const sign = (i: number, extra: object = {}) =>
      investors[i]!.request.post(`/roadshow/activity/signOrAppointment?lang=${lang}`, {
        data: { activityId, source: '01', ...extra },
      });
    expect((await (await sign(0)).json()).result.state).toBe('pending');
    expect((await (await sign(1)).json()).result.state).toBe('pending');
    expect((await sign(2)).status()).toBe(409);
    expect((await (await sign(2, { waitlist: true })).json()).result.state).toBe('waiting');
    // The investors have no console.
    const investorPage = await investors[0]!.newPage();
    await investorPage.goto(`/?lang=${lang}`);
    await expect(
      investorPage.getByRole('banner').getByRole('link', { name: all.header.personalInformation }),
    ).toBeVisible();
    await expect(investorPage.getByRole('banner').getByRole('link', { name: t.headerItem })).toHaveCount(0);
    expect((await investorPage.goto(`/console?lang=${lang}`))?.status()).toBe(403);
    await expect(investorPage.getByText(t.forbidden)).toBeVisible();

    // The admin approves the two pending sign-ups in one go; the third waits.
    await row.getByRole('link', { name: new RegExp(t.activities.signUps) }).click();
    await expect(page.getByTestId('seats')).toHaveText(
      t.signUps.seats.replace('{{taken}}', '2').replace('{{quota}}', '2'),
    );
    const pendingRows = page.getByRole('row').filter({ hasText: t.states.pending });
    await expect(pendingRows).toHaveCount(2);
    for (const pending of await pendingRows.all()) await pending.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.signUps.approve }).click();
    await expect(page.getByRole('row').filter({ hasText: t.states.approved })).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: t.states.waiting })).toHaveCount(1);

    // One withdraws: the waiting user is promoted (pending review again).
    expect(
      (
        await investors[0]!.request.post(`/roadshow/activity/cancelAppointment?lang=${lang}`, { data: { activityId } })
      ).ok(),
    ).toBe(true);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: t.states.withdrawn })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.approved })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.pending })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.waiting })).toHaveCount(0);

    // The export parses back with the right rows, in the admin's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.signUps.export }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((values) => values.slice(1));
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((values) => values[1])).toEqual([t.states.withdrawn, t.states.approved, t.states.pending]);
    const heading = { 'zh-CN': '状态', en: 'State', tc: '狀態' }[lang];
    expect(rows[0]![1]).toBe(heading);

    // The audit log shows the decisions, the promotion and the export.
    await page.getByRole('link', { name: t.nav.audit }).click();
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUp_approve })).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUp_promote })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUps_export })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.activity_publish })).toHaveCount(1);

    // A secretary of company B is refused every console call and page about company A.
    const foreign = await newUserContext(browser, site, lang);
    const foreignPhone = await registerUser(foreign, site, '173');
    await grantRole(operator.request, companyB, foreignPhone, 'secretary');
    const signUpIds = (
      await consoleCall(admin.request, 'POST', '/console/listSignUps', { activityId })
    ).body.result.signUpList.map((item: { signUpId: number }) => item.signUpId);
    const inputs: Record<string, Record<string, unknown>> = {
      listMembers: { companyId: companyA },
      grantRole: { companyId: companyA, phone: foreignPhone, role: 'admin' },
      revokeRole: { companyId: companyA, userId: '1' },
      listActivities: { companyId: companyA },
      getActivity: { activityId },
      saveActivity: {
        activityId,
        fields: {
          companyId: companyA,
          kind: 'roadshow',
          titleZh: 'x',
          meetingStatus: 0,
          startAt: new Date(Date.now() + 86_400_000).toISOString(),
          endAt: new Date(Date.now() + 90_000_000).toISOString(),
          accessMode: 'public',
          quota: null,
          needsApproval: false,
          signUpStartAt: null,
          signUpEndAt: null,
          registrationForm: false,
          commitmentLetter: false,
        },
      },
      copyActivity: { activityId },
      setActivityPublished: { activityId, published: false },
      cancelActivity: { activityId, reason: 'x' },
      getAccessList: { activityId },
      addToAccessList: { activityId, text: '13800138000' },
      importAccessList: { activityId, contentBase64: Buffer.from('13800138000').toString('base64') },
      removeFromAccessList: { activityId, mobiles: ['13800138000'] },
      listSignUps: { activityId },
      decideSignUps: { activityId, signUpIds, decision: 'reject', reason: 'x' },
      exportSignUps: { activityId },
      sponsorListSignUps: { activityId },
      sponsorApproveSignUp: { signUpId: signUpIds[2] },
      sponsorRejectSignUp: { signUpId: signUpIds[2], reason: 'x' },
      getActivityAnalytics: { activityId },
      exportActivityAnalytics: { activityId },
      listAuditLog: { companyId: companyA },
    };
    for (const [name, entry] of Object.entries(contract.console)) {
      if (name === 'myConsoleAccess' || name === 'convertToTraditional') continue;
      const input = inputs[name];
      expect(input, `an input for ${name}`).toBeDefined();
      const answer = await consoleCall(foreign.request, entry.method, entry.path, input!, lang);
      expect(answer.status, `${name} as a secretary of another company`).toBe(403);
    }
    const foreignPage = await foreign.newPage();
    for (const path of [
      `/console/activity/${activityId}`,
      `/console/activity/${activityId}/signUps`,
      `/console/audit`,
      `/console/members`,
    ]) {
      const response = await foreignPage.goto(`${path}?company=${companyA}&lang=${lang}`);
      expect(response?.status(), path).toBe(403);
      await expect(foreignPage.getByRole('heading', { name: all.errors['403'].title })).toBeVisible();
    }
    // Asking for company A's activity list lands on their own company's, which does not show A's activity.
    await foreignPage.goto(`/console?company=${companyA}&lang=${lang}`);
    await expect(foreignPage).toHaveURL(new RegExp(`company=${companyB}`));
    await expect(foreignPage.getByText(shownTitle)).toHaveCount(0);
    // Nothing changed on company A's side.
    const after = (await consoleCall(admin.request, 'POST', '/console/listSignUps', { activityId })).body.result;
    expect(after.signUpList.map((item: { state: string }) => item.state)).toEqual(['withdrawn', 'approved', 'pending']);

    for (const context of [operator, admin, foreign, ...investors]) await context.close();
  });
}
