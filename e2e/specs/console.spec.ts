import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { contract } from '@roadshow/contracts/calls/contract';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { openActivityPage, signStateLine } from '../support/activities.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';
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
/** The form parts' messages (decision 040), an area file of their own. */
const partTexts = (lang: Lang): Texts =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/areas/console-parts.${lang}.json`, import.meta.url), 'utf8'))
    .consoleParts;
/** A 1x1 PNG: the cover the sponsor uploads (the API re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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
    test.setTimeout(240_000);
    const all = texts(lang);
    const t = all.console;
    const p = partTexts(lang);
    const mends = JSON.parse(
      readFileSync(new URL(`../../apps/web/app/i18n/areas/console-mends.${lang}.json`, import.meta.url), 'utf8'),
    ).consoleMends;
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
    await waitForHydration(operatorPage);
    await operatorPage.getByLabel(t.members.phone).fill(adminPhone);
    await operatorPage.getByRole('button', { name: t.members.grant }).click();
    await expect(operatorPage.getByRole('row', { name: new RegExp(adminPhone) })).toContainText(t.roles.admin);

    // The header shows "Console" to the member; it leads to the company's activities.
    const page = await admin.newPage();
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('banner').getByRole('link', { name: all.header.console }).click();
    await expect(page.getByRole('heading', { name: t.activities.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`company=${companyA}`));

    // Create a trilingual registration-required activity, quota 2, with approval and waiting list,
    // a cover, a guest who takes questions and an agenda item.
    await page.getByRole('link', { name: t.activities.new }).click();
    await page.getByRole('button', { name: p.uploadCover }).waitFor();
    // Before hydration the link was a full page load: the upload input works only once hydrated.
    await waitForHydration(page);
    await page.locator('.console-image--cover input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.locator('.console-image--cover img')).toHaveAttribute(
      'src',
      /\/roadshow\/activity\/activityImage\//,
    );
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
    await page.getByRole('button', { name: p.addGuest }).click();
    await page.getByLabel(p.guestNameZh, { exact: true }).fill('王财务');
    await page.getByLabel(p.guestNameEn, { exact: true }).fill('Wang');
    await page.getByLabel(p.guestTitleZh, { exact: true }).fill('首席财务官');
    await expect(page.getByLabel(p.answersQuestions)).toBeChecked();
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByRole('button', { name: p.addAgenda }).click();
    await page.getByLabel(p.agendaTitleZh, { exact: true }).fill('业绩介绍');
    await page.getByLabel(p.agendaTitleEn, { exact: true }).fill('Results');
    await page.getByRole('button', { name: t.form.next }).click();
    await expect(page.getByText(p.filesAfterSave)).toBeVisible();
    await page.getByRole('button', { name: t.form.next }).click();
    await page.getByLabel(t.form.quota).fill('2');
    await expect(page.getByLabel(t.form.needsApproval)).toBeChecked();
    await expect(page.getByRole('switch', { name: p.waitingList })).toBeChecked();
    await page.getByRole('button', { name: t.form.save }).click();

    // Back on the list: publish it.
    const row = page.getByRole('row', { name: new RegExp(shownTitle) });
    await expect(row).toContainText(t.activities.draft);
    await row.getByRole('button', { name: t.activities.publish }).click();
    await expect(row).toContainText(t.activities.published);
    const href = await row.getByRole('link', { name: shownTitle }).getAttribute('href');
    const activityId = Number(href!.match(/activity\/(\d+)/)![1]);

    // The saved form has its guest and agenda; a PDF uploads on the files step and is listed.
    const saved = (await consoleCall(admin.request, 'GET', '/console/getActivity', { activityId })).body.result;
    expect(saved.fields.guests).toMatchObject([{ nameZh: '王财务', nameEn: 'Wang', answersQuestions: true }]);
    expect(saved.fields.agenda).toMatchObject([{ titleZh: '业绩介绍', titleEn: 'Results' }]);
    expect(saved.fields.coverUrl).toMatch(/^\/roadshow\/activity\/activityImage\//);
    const editPage = await admin.newPage();
    await editPage.goto(`/console/activity/${activityId}?company=${companyA}&lang=${lang}`);
    await waitForHydration(editPage);
    // Step on (basics, texts, time, guests, agenda) until the files step shows, each click checked.
    await expect(async () => {
      await editPage.getByRole('button', { name: t.form.next }).click();
      await expect(editPage.getByText(p.filesNote)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await editPage.locator('.console-files input[type=file]').setInputFiles({
      name: 'briefing.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
    });
    await expect(editPage.getByRole('row', { name: /briefing\.pdf/ })).toBeVisible();
    await editPage.close();

    // Three investors sign up in their own browsers, on the activity page as a person would: two take
    // the seats (under review), the third finds the activity full and joins the waiting list.
    const investors: BrowserContext[] = [];
    const investorPages: Page[] = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await newUserContext(browser, site, lang);
      await registerUser(context, site, '172');
      investors.push(context);
      investorPages.push(await openActivityPage(context, activityId, lang));
    }
    const signPanel = (i: number) => investorPages[i]!.locator('.sign-panel');
    for (const i of [0, 1]) {
      await expect(signPanel(i).getByRole('status')).toHaveText(signStateLine(all, SignLabel.RegisterNow));
      await signPanel(i).getByRole('button', { name: all.activityPage.action[SignLabel.RegisterNow] }).click();
      await expect(signPanel(i).getByRole('status')).toHaveText(signStateLine(all, SignLabel.UnderReview));
    }
    // The third page was drawn before the seats went: on a fresh load it says the activity is full.
    await investorPages[2]!.reload();
    await waitForHydration(investorPages[2]!);
    await expect(signPanel(2).getByRole('status')).toHaveText(signStateLine(all, SignLabel.QuotaFull));
    await signPanel(2).getByRole('button', { name: all.activityPage.action[SignLabel.QuotaFull] }).click();
    await expect(signPanel(2).getByRole('status')).toHaveText(signStateLine(all, SignLabel.UnderReviewWaiting));
    // The investors have no console.
    const investorPage = await investors[0]!.newPage();
    await investorPage.goto(`/?lang=${lang}`);
    await expect(
      investorPage.getByRole('banner').getByRole('link', { name: all.header.personalInformation }),
    ).toBeVisible();
    await expect(investorPage.getByRole('banner').getByRole('link', { name: all.header.console })).toHaveCount(0);
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

    // The first investor's page now says registered, and offers to withdraw: they do.
    await investorPages[0]!.reload();
    await waitForHydration(investorPages[0]!);
    await expect(signPanel(0).getByRole('status')).toHaveText(signStateLine(all, SignLabel.Registered));
    await signPanel(0).getByRole('button', { name: all.activityPage.cancelSignUp }).click();
    // The freed seat went to the waiting investor at once: the activity is full again.
    await expect(signPanel(0).getByRole('status')).toHaveText(signStateLine(all, SignLabel.QuotaFull));
    // The waiting investor was promoted: pending review again, on their own page.
    await investorPages[2]!.reload();
    await expect(signPanel(2).getByRole('status')).toHaveText(signStateLine(all, SignLabel.UnderReview));
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: t.states.withdrawn })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.approved })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.pending })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.states.waiting })).toHaveCount(0);

    // The filled table at 1024 px, for a person to look at (console-screens.spec.ts has the empty ones).
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.screenshot({ path: `test-results/console-screens/sign-ups-filled-1024-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

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
    // The company's whole log first; other specs act on the same seeded company at the same time, so
    // counts are taken only once the log is filtered to this activity.
    await page.getByRole('link', { name: t.nav.audit }).click();
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.member_grant })).not.toHaveCount(0);
    // Filtered by the activity: its own entries only (the role granted to the admin is the company's).
    await page.getByLabel(mends.auditActivity).fill(stamp.toString());
    await page.locator('.ant-select-item-option', { hasText: shownTitle }).click();
    await expect(page).toHaveURL(new RegExp(`activity=${activityId}`));
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.member_grant })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUp_approve })).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUp_promote })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.signUps_export })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.activity_publish })).toHaveCount(1);
    // Who acted is shown by name (nickname or masked mobile), not by user id (decision 040).
    const log = (await consoleCall(admin.request, 'GET', '/console/listAuditLog', { companyId: companyA, activityId }))
      .body.result.entries as { action: string; actorName: string | null; actorUserId: string }[];
    const publishEntry = log.find((entry) => entry.action === 'activity.publish')!;
    expect(publishEntry.actorName).toBeTruthy();
    await expect(page.getByRole('row').filter({ hasText: t.audit.actions.activity_publish })).toContainText(
      publishEntry.actorName!,
    );

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
      getConsoleQuestionnaire: { activityId },
      saveQuestionnaire: {
        activityId,
        fields: {
          titleZh: 'x',
          startAt: new Date(Date.now()).toISOString(),
          endAt: new Date(Date.now() + 86_400_000).toISOString(),
          questions: [{ id: 'q1', type: 'text', required: true, textZh: 'x' }],
        },
      },
      publishQuestionnaire: { activityId, published: true },
      getQuestionnaireResults: { activityId },
      exportQuestionnaireResults: { activityId },
      listTopicOptions: { companyId: companyA },
      listGuestMembers: { companyId: companyA },
      uploadActivityImage: { companyId: companyA },
      uploadActivityFile: { activityId, name: 'deck.pdf' },
      deleteActivityFile: { activityId, fileId: 1 },
      sendInvitations: { activityId },
      signUpImageLinks: { activityId, signUpId: signUpIds[0] },
      getLiveDesk: { activityId },
      setLiveStream: { activityId, streamName: 'demo' },
      setLiveStatus: { activityId, status: 'live' },
      setLiveSwitches: { activityId, questionsOpen: false },
      setLivePassword: { activityId, password: 'secret-1' },
      uploadLiveFile: {
        activityId,
        kind: 'file',
        name: 'x',
        contentBase64: Buffer.from('%PDF-1.4\n').toString('base64'),
      },
      removeLiveFile: { activityId, fileId: 1 },
      draftAnswer: { activityId, questionId: 1, text: 'x' },
      publishAnswer: { activityId, questionId: 1 },
      approveAnswer: { activityId, questionId: 1 },
      returnAnswer: { activityId, questionId: 1, reason: 'x' },
      moderateQuestion: { activityId, questionId: 1, action: 'ban' },
      exportIrRecord: { activityId },
      getPaySettings: { activityId },
      savePayPrice: { activityId, amountCents: 100, currency: 'CNY' },
      markPaymentRefunded: { activityId, paymentId: 1 },
    };
    for (const [name, entry] of Object.entries(contract.console)) {
      if (name === 'myConsoleAccess' || name === 'convertToTraditional') continue;
      const input = inputs[name];
      expect(input, `an input for ${name}`).toBeDefined();
      // The uploads (no JSON input) take their arguments in the query and the file as the raw body.
      const raw = entry.method === 'POST' && !('input' in entry && entry.input);
      const answer = raw
        ? {
            status: (
              await foreign.request.post(`/roadshow${entry.path}`, {
                params: { lang, ...Object.fromEntries(Object.entries(input!).map(([k, v]) => [k, String(v)])) },
                headers: { 'content-type': 'application/octet-stream' },
                data: Buffer.from('%PDF-1.7\n%%EOF\n'),
              })
            ).status(),
          }
        : await consoleCall(foreign.request, entry.method, entry.path, input!, lang);
      expect(answer.status, `${name} as a secretary of another company`).toBe(403);
    }
    // Every console page about company A answers the 403 page: named with company A (the layout
    // refuses a company the member has no role in) and, for the activity's pages, with their own
    // company too (the API refuses the activity).
    const foreignPage = await foreign.newPage();
    const activityPages = ['', '/signUps', '/list', '/analytics', '/questionnaire', '/live', '/payment'].map(
      (part) => `/console/activity/${activityId}${part}`,
    );
    const companyPages = [
      '/console',
      '/console/activity/new',
      '/console/audit',
      '/console/members',
      '/console/visits',
      '/console/visits/checkIn',
    ];
    for (const [path, company] of [
      ...[...companyPages, ...activityPages].map((path) => [path, companyA] as const),
      ...activityPages.map((path) => [path, companyB] as const),
    ]) {
      const response = await foreignPage.goto(`${path}?company=${company}&lang=${lang}`);
      expect(response?.status(), `${path} with company ${company}`).toBe(403);
      await expect(foreignPage.getByRole('heading', { name: all.errors['403'].title })).toBeVisible();
      await expect(foreignPage.getByText(shownTitle)).toHaveCount(0);
    }
    // Without a company, the console opens on their own, which does not list A's activity.
    await foreignPage.goto(`/console?lang=${lang}`);
    await expect(foreignPage).toHaveURL(new RegExp(`company=${companyB}`));
    await expect(foreignPage.getByRole('heading', { name: t.activities.title })).toBeVisible();
    await expect(foreignPage.getByText(shownTitle)).toHaveCount(0);
    // Nothing changed on company A's side.
    const after = (await consoleCall(admin.request, 'POST', '/console/listSignUps', { activityId })).body.result;
    expect(after.signUpList.map((item: { state: string }) => item.state)).toEqual(['withdrawn', 'approved', 'pending']);

    for (const context of [operator, admin, foreign, ...investors]) await context.close();
  });
}
