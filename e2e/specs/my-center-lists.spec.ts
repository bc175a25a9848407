import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_LIVE_PASSWORD, DEMO_SPONSOR, findPasswordLiveRoom, findReviewedActivity } from '../support/activities.ts';
import { seriousViolations } from '../support/axe.ts';
import { consoleCall, createPublishedActivity, logIn, newUserContext } from '../support/console-fixtures.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// The personal center's lists (spec §7 "my roadshow activity list by status", "my activity count",
// decisions 056 and 057) after a sign-up under review, a question, a booking, and an approved sign-up
// to a paid activity with a questionnaire open (one to fill, one order), on a 390 px phone in the
// three languages, with screenshots at 390 px and 1440 px (test-results/my-center-lists/).
const OUT = 'test-results/my-center-lists';

type Messages = {
  tabs: Record<string, string>;
  status: Record<string, string>;
  signState: Record<string, string>;
  questionState: Record<string, string>;
  empty: {
    roadshows: Record<string, string>;
    questions: string;
    bookings: string;
    questionnaires: string;
    orders: string;
  };
};
const messages = (lang: string): Messages =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/app/i18n/areas/my-center-lists.${lang}.json`, import.meta.url), 'utf8'),
  ).myCenterLists;

/** Signs the logged-in user up for a reviewed activity: the sign-up waits for the sponsor. */
async function signUp(request: APIRequestContext, lang: string) {
  const activityId = await findReviewedActivity(request);
  const signed = await request.post(`/roadshow/activity/signOrAppointment?lang=${lang}`, {
    data: { activityId, source: '01' },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const detail = await request.post(`/roadshow/activity/getActivityManageDetail?lang=${lang}`, {
    data: { activityId },
  });
  return { activityId, title: (await detail.json()).result.title as string };
}

/** Asks the CFO of a live room a question, as the room's panel does. */
async function ask(request: APIRequestContext, lang: string, text: string) {
  const activityId = await findPasswordLiveRoom(request);
  const password = await request.post('/roadshow/interact/checkLivePassword', {
    data: { activityId, password: DEMO_LIVE_PASSWORD },
  });
  expect(password.status()).toBe(200);
  const guests = (
    await (await request.post('/roadshow/interact/getAskGuestList?lang=en', { data: { activityId } })).json()
  ).result.guestList as { guestId: number; title: string }[];
  const guestId = guests.find((guest) => guest.title === 'Chief Financial Officer')!.guestId;
  const asked = await request.post(`/roadshow/interact/askQuestion?lang=${lang}`, {
    data: { activityId, guestId, text },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return activityId;
}

/** Books a phone research call (type 03) at the demo company, as /tab/visitor/userInfo does. */
async function book(request: APIRequestContext, lang: string, phone: string) {
  const home = await request.get(`/roadshow/visitor/getVisitorHome?companyCode=688351&lang=${lang}`);
  expect(home.status()).toBe(200);
  const { company, slots } = (await home.json()).result as {
    company: { name: string };
    slots: { slotId: number; mode: string; remaining: number; quiet: unknown }[];
  };
  const slot = slots
    .filter((candidate) => candidate.mode === 'phone' && candidate.quiet === null)
    .sort((a, b) => b.remaining - a.remaining)[0]!;
  const booked = await request.post(`/roadshow/visitor/submitBooking?lang=${lang}`, {
    data: {
      companyCode: '688351',
      bookingType: '03',
      slotId: slot.slotId,
      investorType: 'individual',
      attendees: [{ name: '王小明', position: '分析师', phone }],
      agreed: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return company.name;
}

const HOUR = 3_600_000;
const QUESTIONNAIRE_TITLES = { 'zh-CN': '会前问卷', en: 'Before the call', tc: '會前問卷' } as Record<string, string>;

/**
 * The demo sponsor's own activity for this test: public, approved on sign-up, tomorrow, priced at
 * 19.90 CNY, with a questionnaire open now. The account then signs up and opens its order, as the
 * activity page's buttons do.
 */
async function paidActivityWithQuestionnaire(browser: Browser, site: string, lang: string) {
  const sponsor = await newUserContext(browser, site, lang);
  await logIn(sponsor, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
  const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
  const now = Date.now();
  const stamp = `${lang} ${now}`;
  const activityId = await createPublishedActivity(sponsor.request, {
    companyId: access.companies[1].companyId as number,
    titleZh: `付费问卷交流会 ${stamp}`,
    titleEn: `Paid Q&A call ${stamp}`,
    meetingStatus: 0,
    startAt: new Date(now + 24 * HOUR).toISOString(),
    endAt: new Date(now + 26 * HOUR).toISOString(),
  });
  const priced = await consoleCall(sponsor.request, 'POST', '/console/savePayPrice', {
    activityId,
    amountCents: 1990,
    currency: 'CNY',
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  const saved = await consoleCall(sponsor.request, 'POST', '/console/saveQuestionnaire', {
    activityId,
    fields: {
      titleZh: QUESTIONNAIRE_TITLES['zh-CN'],
      titleEn: QUESTIONNAIRE_TITLES.en,
      titleTc: QUESTIONNAIRE_TITLES.tc,
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 48 * HOUR).toISOString(),
      questions: [
        {
          id: 'q1',
          type: 'single',
          required: true,
          textZh: '您最关心什么？',
          textEn: 'What matters most to you?',
          options: [
            { id: 'a', textZh: '业绩', textEn: 'Results' },
            { id: 'b', textZh: '分红', textEn: 'Dividends' },
          ],
        },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await consoleCall(sponsor.request, 'POST', '/console/publishQuestionnaire', {
    activityId,
    published: true,
  });
  expect(published.status).toBe(200);
  await sponsor.close();
  return activityId;
}

/** Signs the account up (approved at once) and opens the order for the paid interaction. */
async function signUpAndOrder(request: APIRequestContext, activityId: number, lang: string) {
  const signed = await request.post(`/roadshow/activity/signOrAppointment?lang=${lang}`, {
    data: { activityId, source: '01' },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const token = await request.post(`/roadshow/pay/getPayAccessToken?lang=${lang}`, { data: { activityId } });
  expect(token.status(), await token.text()).toBe(200);
  const order = await request.post(`/roadshow/pay/addInteractOrderPay?lang=${lang}`, {
    data: { activityId, token: (await token.json()).result.token },
  });
  expect(order.status(), await order.text()).toBe(200);
  const detail = await request.post(`/roadshow/activity/getActivityManageDetail?lang=${lang}`, {
    data: { activityId },
  });
  return { title: (await detail.json()).result.title as string, state: (await order.json()).result.state as string };
}

const payMessages = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/areas/pay.${lang}.json`, import.meta.url), 'utf8')).pay as {
    states: Record<string, string>;
  };

const bookingStates = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/areas/visit-booking.${lang}.json`, import.meta.url), 'utf8'))
    .visitBooking.state;

for (const lang of LANGS) {
  test(`my center lists a sign-up, a question, a booking, a questionnaire and an order with their counts at 390 px in ${lang}`, async ({
    page,
    account,
    browser,
    baseURL,
  }) => {
    expect(account.phone).toMatch(/^139/);
    test.setTimeout(150_000);
    mkdirSync(OUT, { recursive: true });
    const m = messages(lang);
    const signed = await signUp(page.request, lang);
    const text = `Margin outlook ${lang} ${Date.now()}`;
    const roomId = await ask(page.request, lang, text);
    const companyName = await book(page.request, lang, account.phone);
    const paidId = await paidActivityWithQuestionnaire(browser, baseURL!, lang);
    const paid = await signUpAndOrder(page.request, paidId, lang);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tab/myCenter?activeName=roadshows&lang=${lang}`);
    await waitForHydration(page);
    const sections = page.locator('.my-center__nav');
    const count = (tab: string) => sections.getByRole('link', { name: m.tabs[tab] }).locator('.my-center__count');
    await expect(count('roadshows')).toHaveText('2');
    for (const tab of ['questions', 'bookings', 'questionnaires', 'orders']) await expect(count(tab)).toHaveText('1');

    // The status tabs: one sign-up waits for review, the paid one is approved and tomorrow.
    const statusCount = (status: string) =>
      page.locator('.my-list__statuses').getByRole('link', { name: m.status[status] }).locator('.my-center__count');
    const expected = { signedUp: '2', review: '1', upcoming: '1', live: '0', ended: '0', absent: '0' };
    for (const [status, value] of Object.entries(expected)) await expect(statusCount(status)).toHaveText(value);
    const row = page.locator('.my-list__row');
    await expect(row).toHaveCount(2);
    const reviewed = row.filter({ has: page.getByRole('link', { name: signed.title }) });
    await expect(reviewed.getByText(m.signState.pending!)).toBeVisible();
    await expect(row.filter({ has: page.getByRole('link', { name: paid.title }) })).toContainText(
      m.signState.approved!,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/roadshows-390-${lang}.png`, fullPage: true });

    await page.locator('.my-list__statuses').getByRole('link', { name: m.status.live }).click();
    await expect(page).toHaveURL(/status=live/);
    await expect(page.getByText(m.empty.roadshows.live!)).toBeVisible();
    await page.locator('.my-list__statuses').getByRole('link', { name: m.status.review }).click();
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: signed.title })).toBeVisible();

    // My questions: the question, the guest it went to, and a link into its activity.
    await sections.getByRole('link', { name: m.tabs.questions }).click();
    await expect(page.getByRole('heading', { level: 2, name: m.tabs.questions })).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text)).toBeVisible();
    await expect(row.getByText(m.questionState.open!)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/questions-390-${lang}.png`, fullPage: true });
    await row.locator('.my-list__activity').click();
    await expect(page).toHaveURL(new RegExp(`activityId=${roomId}`));

    // My bookings: the research call just booked, waiting for the company; its link opens the
    // company's result page, titled with the company's name.
    await page.goto(`/tab/myCenter?activeName=bookings&lang=${lang}`);
    await expect(row).toHaveCount(1);
    const bookingLink = row.getByRole('link', { name: companyName });
    const bookingHref = new URL((await bookingLink.getAttribute('href'))!, 'http://x');
    expect(bookingHref.searchParams.get('companyName')).toBe(companyName);
    await expect(row.getByText(bookingStates(lang).submitted!)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/bookings-390-${lang}.png`, fullPage: true });
    await bookingLink.click();
    await expect(page).toHaveURL(/\/tab\/visitor\/result\?/);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();

    // Questionnaires to fill: the sponsor's questionnaire, leading to its activity's questionnaire.
    await page.goto(`/tab/myCenter?activeName=questionnaires&lang=${lang}`);
    await expect(row).toHaveCount(1);
    const questionnaire = row.getByRole('link', { name: QUESTIONNAIRE_TITLES[lang]! });
    await expect(questionnaire).toHaveAttribute('href', new RegExp(`/tab/questionType\\?activityId=${paidId}`));
    await expect(row).toContainText(paid.title);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/questionnaires-390-${lang}.png`, fullPage: true });

    // My orders: the order just opened, its amount and state.
    await page.goto(`/tab/myCenter?activeName=orders&lang=${lang}`);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: paid.title })).toHaveAttribute(
      'href',
      new RegExp(`activityId=${paidId}`),
    );
    await expect(row).toContainText('19.90');
    await expect(row.getByText(payMessages(lang).states[paid.state]!)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/orders-390-${lang}.png`, fullPage: true });

    // Desktop: the sections beside the list.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/tab/myCenter?activeName=roadshows&lang=${lang}`);
    await expect(row).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/roadshows-1440-${lang}.png`, fullPage: true });
    await page.goto(`/tab/myCenter?activeName=orders&lang=${lang}`);
    await expect(row).toHaveCount(1);
    await page.screenshot({ path: `${OUT}/orders-1440-${lang}.png`, fullPage: true });
    await page.goto(`/tab/myCenter?activeName=questions&lang=${lang}`);
    await expect(row.getByText(text)).toBeVisible();
    await page.screenshot({ path: `${OUT}/questions-1440-${lang}.png`, fullPage: true });
  });
}
