import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_SPONSOR } from '../support/activities.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { consoleCall, createPublishedActivity, logIn, registerUser } from '../support/console-fixtures.ts';
import { findPaidDemo } from '../support/pay.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// The accessibility walk (axe, serious and critical): every page of the spec's route table and the
// pages the later issues added (the sponsor console, visitor booking, questionnaires, the device
// check, the personal center's tabs, the sandbox pay page), the error pages, the company and IR
// pages, in every language at desktop and phone width. One browser page walks a group of pages per
// test, so the suite pays for a page and a login once per group, not once per URL.

interface Stop {
  path: string;
  status?: number;
}

/** Pages anyone can open (the company lists are walked with a search, which draws the same rows). */
const PUBLIC: Stop[] = [
  { path: '/' },
  { path: '/tab/roadshowSquare' },
  { path: '/tab/roadshowSquare?searchValue=%E4%B8%9A%E7%BB%A9' },
  { path: '/tab/activityTheme' },
  { path: '/tab/activityThemeDetail?themeId=1' },
  { path: '/tab/openClass' },
  { path: '/tab/flashNews' },
  { path: '/tab/interpretation' },
  { path: '/tab/listedCompany?searchValue=%E8%83%BD%E6%BA%90' },
  { path: '/tab/IRwebsite' },
  { path: '/tab/irwSearch?searchValue=%E4%B8%9A' },
  { path: '/tab/shortVideo' },
  { path: '/tab/management' },
  { path: '/tab/activityIndex?activityId=1' },
  { path: '/tab/activityTestVideo' },
  { path: '/tab/h5-roadshowSquare' },
  { path: '/tab/setUserLoginInfo' },
  { path: '/h5/activity?activityId=1' },
  { path: '/h5/theme?themeId=1' },
  { path: '/h5/shortVideo' },
  { path: '/about' },
  { path: '/error/401', status: 401 },
  { path: '/error/403', status: 403 },
  { path: '/error/404', status: 404 },
  { path: '/error/500', status: 500 },
  { path: '/no/such/page', status: 404 },
  // The seed's first company has research-visit slots (README).
  { path: '/tab/visitor?companyCode=688351&companyName=%E5%8D%8E%E8%BE%B0%E6%96%B0%E8%83%BD%E6%BA%90' },
  { path: '/tab/visitor/research?companyCode=688351&type=02' },
  { path: '/tab/visitor/research?companyCode=688351&type=01' },
  { path: '/tab/visitor/result?companyCode=688351' },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** What the member and console walks need, made once per worker through the API. */
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

interface Fixture {
  member: Cookies;
  sponsor: Cookies;
  memberPages: Stop[];
  consolePages: Stop[];
}

const HOUR = 3_600_000;

async function call(request: APIRequestContext, path: string, data: object) {
  const answer = await request.post(`/roadshow${path}?lang=en`, { data });
  expect(answer.status(), `${path} ${await answer.text()}`).toBe(200);
  return (await answer.json()).result;
}

/** A questionnaire open now on a new ended activity of the sponsor's company (decision 046). */
async function openQuestionnaire(sponsor: APIRequestContext, companyId: number) {
  const now = Date.now();
  const activityId = await createPublishedActivity(sponsor, {
    companyId,
    titleZh: '无障碍检查问卷说明会',
    titleEn: 'Accessibility walk briefing',
    meetingStatus: 3,
    startAt: new Date(now - 26 * HOUR).toISOString(),
    endAt: new Date(now - 24 * HOUR).toISOString(),
  });
  const option = (id: string, zh: string, en: string) => ({ id, textZh: zh, textEn: en });
  await call(sponsor, '/console/saveQuestionnaire', {
    activityId,
    fields: {
      titleZh: '会后问卷',
      titleEn: 'After the briefing',
      introZh: '请花一分钟填写。',
      introEn: 'This takes a minute.',
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 48 * HOUR).toISOString(),
      questions: [
        {
          id: 'q1',
          type: 'single',
          required: true,
          textZh: '您满意吗？',
          textEn: 'Were you satisfied?',
          options: [option('a', '满意', 'Yes'), option('b', '不满意', 'No')],
        },
        {
          id: 'q2',
          type: 'multiple',
          required: false,
          textZh: '您关注哪些方面？',
          textEn: 'Which topics matter to you?',
          options: [option('x', '业绩', 'Results'), option('y', '分红', 'Dividends')],
          minChoices: 1,
          maxChoices: 2,
        },
        { id: 'q3', type: 'text', required: false, textZh: '其他建议', textEn: 'Anything else?', maxLength: 200 },
      ],
    },
  });
  await call(sponsor, '/console/publishQuestionnaire', { activityId, published: true });
  return activityId;
}

async function makeFixture(browser: Browser): Promise<Fixture> {
  const sponsor = await browser.newContext({ baseURL });
  await logIn(sponsor, baseURL, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
  const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result as {
    companies: { companyId: number; code: string }[];
  };

  // The paid-interaction demo: a new member signs up and opens an order, so the member's pages, the
  // sandbox pay page and the sponsor's payment page all have something to show.
  const member = await browser.newContext({ baseURL });
  await registerUser(member, baseURL, '136');
  const paidId = await findPaidDemo(member.request);
  await call(member.request, '/activity/signOrAppointment', { activityId: paidId, source: '01' });
  const { token } = await call(member.request, '/pay/getPayAccessToken', { activityId: paidId });
  const order = await call(member.request, '/pay/addInteractOrderPay', { activityId: paidId, token });
  const qr = await member.request.get('/roadshow/pay/getInteractQrCodeUrl', {
    params: { orderNo: order.orderNo, token },
  });
  const payPage = new URL((await qr.json()).result.qrCodeUrl, baseURL);
  const paidDetail = await call(member.request, '/activity/getActivityManageDetail', { activityId: paidId });
  const paidCompany = access.companies.find((c) => c.code === paidDetail.company.companyCode)!.companyId;

  // The company with the most sign-ups among the first ones shows full tables; a live activity of
  // one of them shows the Q&A desk with the seed's questions.
  let companyId = access.companies[0]!.companyId;
  let best = -1;
  let live: { companyId: number; activityId: number } | null = null;
  for (const company of access.companies.slice(0, 20)) {
    const rows = (
      await consoleCall(sponsor.request, 'GET', '/console/listActivities', { companyId: company.companyId })
    ).body.result.activities as { activityId: number; meetingStatus: number; signUpCount: number }[];
    const signUps = rows.reduce((sum, row) => sum + row.signUpCount, 0);
    if (signUps > best) [best, companyId] = [signUps, company.companyId];
    const liveRow = rows.find((row) => row.meetingStatus === 1);
    if (!live && liveRow) live = { companyId: company.companyId, activityId: liveRow.activityId };
  }
  const rows = (await consoleCall(sponsor.request, 'GET', '/console/listActivities', { companyId })).body.result
    .activities as { activityId: number; signUpCount: number }[];
  const busiest = rows.reduce((a, b) => (b.signUpCount > a.signUpCount ? b : a)).activityId;
  const questionnaireId = await openQuestionnaire(sponsor.request, companyId);
  const inCompany = (path: string, id = companyId) => ({
    path: `${path}${path.includes('?') ? '&' : '?'}company=${id}`,
  });

  const memberPages: Stop[] = [
    { path: '/tab/myCenter' },
    { path: '/tab/myCenter/certification' },
    ...['roadshows', 'bookings', 'questions', 'questionnaires', 'orders'].map((tab) => ({
      path: `/tab/myCenter?activeName=${tab}`,
    })),
    { path: `/tab/questionType?activityId=${questionnaireId}` },
    { path: `/tab/question?activityId=${questionnaireId}` },
    { path: `/tab/activityIndex?activityId=${paidId}` },
    { path: `${payPage.pathname}${payPage.search}` },
    { path: '/tab/visitor/userInfo?companyCode=688351&type=05&slotId=1' },
  ];
  const consolePages: Stop[] = [
    inCompany('/console'),
    inCompany('/console/activity/new'),
    inCompany(`/console/activity/${busiest}`),
    inCompany(`/console/activity/${busiest}/signUps`),
    inCompany(`/console/activity/${busiest}/list`),
    inCompany(`/console/activity/${busiest}/analytics`),
    inCompany(`/console/activity/${questionnaireId}/questionnaire`),
    ...(live ? [inCompany(`/console/activity/${live.activityId}/live`, live.companyId)] : []),
    inCompany(`/console/activity/${paidId}/payment`, paidCompany),
    inCompany('/console/audit'),
    inCompany('/console/members'),
    inCompany('/console/visits', access.companies[0]!.companyId),
    inCompany('/console/visits/checkIn', access.companies[0]!.companyId),
  ];
  const fixture = {
    member: await member.cookies(),
    sponsor: await sponsor.cookies(),
    memberPages,
    consolePages,
  };
  await member.close();
  await sponsor.close();
  return fixture;
}

/** Opens each page in turn and answers what axe finds (and any unexpected status), page by page. */
async function walk(page: Page, stops: Stop[], lang: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let problems: string[] = [];
  // The suite fails on any page error too; here it is reported with the page it happened on.
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.slice(0, 80)}`));
  for (const { path, status = 200 } of stops) {
    const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
    problems = [];
    // Not waiting for every image: axe needs the hydrated document, not the covers' pixels.
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== status) problems.push(`status ${response?.status()}, expected ${status}`);
    await waitForHydration(page);
    problems.push(...(await seriousViolations(page)));
    if (problems.length) found[url] = problems;
  }
  return found;
}

const walkTest = test.extend<object, { fixture: Fixture }>({
  fixture: [async ({ browser }, use) => use(await makeFixture(browser)), { scope: 'worker', timeout: 120_000 }],
});

// The walk meets the error pages on purpose.
walkTest.use({ allowConsoleErrors: [/status of (401|403|404|500)/] });
// axe over a full page (home has some 60 cards) takes seconds, far longer on a busy shared machine.
walkTest.describe.configure({ timeout: 300_000 });

for (const { name, viewport } of WIDTHS) {
  for (const lang of LANGS) {
    walkTest.describe(`${name} width, ${lang}`, () => {
      walkTest.use({ viewport });

      walkTest('the public pages have no serious or critical axe violation', async ({ page }) => {
        expect(await walk(page, PUBLIC, lang)).toEqual({});
      });

      walkTest("a member's pages have no serious or critical axe violation", async ({ page, fixture }) => {
        await page.context().addCookies(fixture.member);
        expect(await walk(page, fixture.memberPages, lang)).toEqual({});
      });

      walkTest('the sponsor console has no serious or critical axe violation', async ({ page, fixture }) => {
        await page.context().addCookies(fixture.sponsor);
        expect(await walk(page, fixture.consolePages, lang)).toEqual({});
      });
    });
  }
}

test('an IR website link is named by what it shows, then whose site it is', async ({ page }) => {
  await page.goto('/tab/irwSearch?lang=en');
  const link = page.locator('.company-row a[target="_blank"]').first();
  await expect(link).toHaveText('Visit IR website');
  await expect(link).toHaveAttribute('aria-label', /^Visit IR website: .+ \(opens in a new window\)$/);
});
