import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { seriousViolations } from '../support/axe.ts';
import { DEMO_SPONSOR } from '../support/activities.ts';
import { consoleCall, logIn, registerUser } from '../support/console-fixtures.ts';
import { newPhone } from '../support/identity.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// Visitor research booking (decisions 052, 081, 082) at 390 px in each language: an individual and
// an institution with two attendees book an on-site visit; a date in the quiet period is refused
// by the page (a slot) and by the API (a pre-registration sent through the form); the sponsor
// changes a slot in the console and confirms both bookings; the result pages show them confirmed
// with their QR codes; the reception scans a photo of a code once (visited) and again (refused:
// already used). Screenshots of every page for a person to look at: test-results/visitor-screens/.
const OUT = 'test-results/visitor-screens';
const PHONE = { width: 390, height: 844 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Messages = any;
function messages(lang: string): Messages {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/${file}`, import.meta.url), 'utf8'));
  return {
    ...read(`areas/visit-booking.${lang}.json`).visitBooking,
    desk: read(`areas/console-visits.${lang}.json`).console,
  };
}

/** The China calendar day `days` from now, 'YYYY-MM-DD'. */
const chinaDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function phoneContext(browser: import('@playwright/test').Browser, baseURL: string, lang: string) {
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'en' ? 'en-US' : lang === 'tc' ? 'zh-TW' : 'zh-CN',
  });
}

async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

async function fillAttendee(
  page: Page,
  index: number,
  m: Messages,
  values: { name: string; doc: string; number: string; phone?: string },
) {
  const group = page.getByRole('group', {
    name: index === 0 ? m.form.booker : m.form.attendeeN.replace('{{n}}', String(index + 1)),
  });
  await group.getByLabel(m.form.name).fill(values.name);
  await group.getByLabel(m.form.position).fill('Analyst');
  if (values.phone) await group.getByLabel(m.form.phone).fill(values.phone);
  await group.getByLabel(m.form.documentType).selectOption(values.doc);
  await group.getByLabel(m.form.certificateNumber).fill(values.number);
}

const STORY_TIMEOUT_MS = 150_000;

// The story books today's slot and checks in today, on the server's real clock: a China midnight
// inside it would move "today" under its feet. So a story that would cross one starts just after it.
test.beforeEach(async () => {
  const untilMidnight = 86_400_000 - ((Date.now() + 8 * 3_600_000) % 86_400_000);
  if (untilMidnight > STORY_TIMEOUT_MS + 30_000) return;
  test.setTimeout(untilMidnight + 1_000 + STORY_TIMEOUT_MS);
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
});

for (const [index, lang] of LANGS.entries()) {
  test(`on-site research booking, quiet period, confirmation and check-in at 390 px in ${lang}`, async ({
    browser,
    baseURL,
  }) => {
    // The hook above may have raised it to cover its wait.
    test.setTimeout(Math.max(test.info().timeout, STORY_TIMEOUT_MS));
    mkdirSync(OUT, { recursive: true });
    const m = messages(lang);
    const site = baseURL!;

    // The sponsor picks a company of its own for this language (its own slots, its own quiet period).
    const sponsor = await browser.newContext({ baseURL: site, viewport: { width: 1440, height: 900 } });
    await logIn(sponsor, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    const company = access.companies[5 + index] as { companyId: number; code: string; name: string };
    const companyId = company.companyId;
    const open = async (fields: object) => {
      const answer = await consoleCall(sponsor.request, 'POST', '/console/visit/saveVisitSlot', {
        companyId,
        mode: 'onsite',
        startTime: '00:00',
        endTime: '23:59',
        capacity: 10,
        ...fields,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result.slotId as number;
    };
    const todaySlot = await open({ day: chinaDay(0) });
    const quietDay = chinaDay(20);
    const quietSlot = await open({ day: quietDay, startTime: '09:30', endTime: '11:00' });
    const quiet = await consoleCall(sponsor.request, 'POST', '/console/visit/saveQuietPeriod', {
      companyId,
      reportKind: 'annual',
      reportDay: chinaDay(40),
      daysBefore: 30,
      modes: ['onsite', 'sellSide'],
    });
    expect(quiet.status).toBe(200);
    const query = `companyCode=${company.code}&companyName=${encodeURIComponent(company.name)}&lang=${lang}`;
    // The company's name as this language reads it: the visitor pages' title (decision 082).
    const home = await sponsor.request.get(`/roadshow/visitor/getVisitorHome?companyCode=${company.code}&lang=${lang}`);
    const companyName = (await home.json()).result.company.name as string;

    // An individual: home, choose the slot, the form, the result.
    const individual = await phoneContext(browser, site, lang);
    await registerUser(individual, site, '139');
    const page = await individual.newPage();
    await page.goto(`/tab/visitor?${query}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(page).toHaveTitle(companyName);
    // The title is the company the API found for the code, whatever name a link carries.
    const spoofed = await individual.newPage();
    await spoofed.goto(`/tab/visitor?companyCode=${company.code}&companyName=Another%20Name&lang=${lang}`);
    await expect(spoofed.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await spoofed.close();
    await expectAccessible(page, `home ${lang}`);
    await page.screenshot({ path: `${OUT}/home-${lang}.png`, fullPage: true });
    await page.getByRole('link', { name: m.home.book }).click();
    await expect(page.getByRole('heading', { name: m.research.chooseSlot })).toBeVisible();
    // The day in the quiet period is shown, marked, and cannot be chosen.
    const quietLine = page.locator('.visit-slot--off', { hasText: chinaDay(40) }).first();
    await expect(quietLine).toBeVisible();
    await expect(quietLine.getByRole('link')).toHaveCount(0);
    await expectAccessible(page, `research ${lang}`);
    await page.screenshot({ path: `${OUT}/research-${lang}.png`, fullPage: true });
    await page.locator(`a[href*="slotId=${todaySlot}"]`).click();
    await expect(page.getByRole('heading', { name: m.type['05'] })).toBeVisible();
    // Sent empty: each missing field says so, nothing is booked.
    await page.getByRole('button', { name: m.form.submit }).click();
    await expect(page.locator('.visit-field__error').first()).toBeVisible();
    await expectAccessible(page, `userInfo with errors ${lang}`);
    await fillAttendee(page, 0, m, { name: 'Li Wei', doc: '1', number: 'E12345678' });
    await page.getByLabel(m.form.agree).check();
    await page.screenshot({ path: `${OUT}/user-info-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: m.form.submit }).click();
    await expect(page.getByRole('heading', { name: m.result.title })).toBeVisible();
    await expect(page.getByTestId('booking-state').first()).toHaveText(m.state.submitted);
    // The visit is today: too late to cancel here (decision 052), so no Cancel button is offered.
    await expect(page.locator('.visit-booking').first().getByRole('button', { name: m.result.cancel })).toHaveCount(0);

    // The quiet period refuses its date even when the slot is opened straight from a link.
    await page.goto(`/tab/visitor/userInfo?${query}&type=05&slotId=${quietSlot}`);
    await waitForHydration(page);
    await expect(page.locator('.visit-notice--error')).toContainText(chinaDay(10));
    await expect(page.getByRole('button', { name: m.form.submit })).toHaveCount(0);
    await page.screenshot({ path: `${OUT}/quiet-refused-${lang}.png`, fullPage: true });

    // A pre-registration names any day from tomorrow on: one in the quiet period goes through the
    // form and comes back refused by the API, in the page's language, nothing booked.
    await page.goto(`/tab/visitor/userInfo?${query}&type=06`);
    await waitForHydration(page);
    const preferred = page.getByLabel(m.form.preferredDay);
    await expect(preferred).toHaveAttribute('min', chinaDay(1));
    await preferred.fill(quietDay);
    await fillAttendee(page, 0, m, { name: 'Li Wei', doc: '1', number: 'E12345678' });
    await page.getByLabel(m.form.agree).check();
    await page.getByRole('button', { name: m.form.submit }).click();
    const refusal = page.locator('.visit-form > .visit-notice--error');
    await expect(refusal).toHaveText(
      errorMessage('VISIT_QUIET_PERIOD', lang as Lang, { from: chinaDay(10), to: chinaDay(40) }),
    );
    await expect(page).toHaveURL(/\/tab\/visitor\/userInfo/);
    await expectAccessible(page, `pre-registration refused ${lang}`);
    await page.screenshot({ path: `${OUT}/quiet-refused-by-api-${lang}.png`, fullPage: true });

    // An institution with two attendees.
    const institution = await phoneContext(browser, site, lang);
    await registerUser(institution, site, '138');
    const inst = await institution.newPage();
    await inst.goto(`/tab/visitor/userInfo?${query}&type=05&slotId=${todaySlot}`);
    await waitForHydration(inst);
    await inst.getByLabel(m.form.institutional).check();
    await inst.getByLabel(m.form.organization).fill('Harvest Fund 嘉实基金');
    await fillAttendee(inst, 0, m, { name: '王芳', doc: '1', number: 'E87654321' });
    await inst.getByRole('button', { name: m.form.addAttendee.replace('{{max}}', '5') }).click();
    await fillAttendee(inst, 1, m, { name: 'Chen Jie', doc: '1', number: 'G11223344', phone: newPhone('137') });
    await inst.getByLabel(m.form.agree).check();
    await inst.screenshot({ path: `${OUT}/user-info-institution-${lang}.png`, fullPage: true });
    await inst.getByRole('button', { name: m.form.submit }).click();
    await expect(inst.getByTestId('booking-state').first()).toHaveText(m.state.submitted);
    await expect(inst.locator('.visit-booking').first()).toContainText('Chen Jie');

    // The sponsor confirms both in the console.
    const desk = await sponsor.newPage();
    await desk.goto(`/console/visits?company=${companyId}&lang=${lang}`);
    await waitForHydration(desk);
    await expect(desk.getByRole('heading', { name: m.desk.visits.title })).toBeVisible();
    expect(await seriousViolations(desk), `console visits ${lang}`).toEqual([]);
    await desk.screenshot({ path: `${OUT}/console-visits-${lang}.png`, fullPage: true });
    // The slot in the quiet period, changed in its dialog: two more places.
    await desk
      .getByRole('button', { name: m.desk.visits.editSlotOf.replace('{{when}}', `${quietDay} 09:30–11:00`) })
      .click();
    const editor = desk.getByRole('dialog', { name: m.desk.visits.editSlot });
    await expect(editor.getByLabel(m.desk.visits.capacity)).toHaveValue('10');
    await editor.getByLabel(m.desk.visits.capacity).fill('12');
    await desk.screenshot({ path: `${OUT}/console-edit-slot-${lang}.png` });
    await editor.getByRole('button', { name: m.desk.visits.saveChanges }).click();
    await expect(editor).toBeHidden();
    await expect(
      desk
        .getByRole('row')
        .filter({ hasText: `${quietDay} 09:30–11:00` })
        .getByRole('cell')
        .nth(2),
    ).toHaveText(m.desk.visits.placesValue.replace('{{booked}}', '0').replace('{{capacity}}', '12'));
    // Today's slot holds three places (one individual, two of the institution): its kind, day and
    // times are fixed in the dialog, and it says why.
    await desk
      .getByRole('button', { name: m.desk.visits.editSlotOf.replace('{{when}}', `${chinaDay(0)} 00:00–23:59`) })
      .click();
    const held = desk.getByRole('dialog', { name: m.desk.visits.editSlot });
    // Its own values, not the slot edited before.
    await expect(held.getByLabel(m.desk.visits.day)).toHaveValue(chinaDay(0));
    await expect(held.getByLabel(m.desk.visits.capacity)).toHaveValue('10');
    await expect(held.getByText(m.desk.visits.heldHint.replaceAll('{{booked}}', '3'))).toBeVisible();
    await expect(held.getByLabel(m.desk.visits.day)).toBeDisabled();
    expect(await seriousViolations(desk), `edit a booked slot ${lang}`).toEqual([]);
    await desk.screenshot({ path: `${OUT}/console-edit-booked-slot-${lang}.png` });
    await held.getByRole('button', { name: m.desk.visits.cancel }).click();
    await expect(held).toBeHidden();
    // Newest first: the two bookings just made head the table.
    // The table's own buttons: the popconfirm's OK button has the same name.
    const confirmButtons = desk
      .locator('.ant-table-tbody')
      .getByRole('button', { name: m.desk.visits.confirm, exact: true });
    for (let i = 0; i < 2; i += 1) {
      const before = await confirmButtons.count();
      await confirmButtons.first().click();
      const sure = desk.locator('.ant-popconfirm:visible');
      await sure.getByRole('button', { name: m.desk.visits.confirm }).click();
      await expect(sure).toHaveCount(0);
      await expect(confirmButtons).toHaveCount(before - 1);
    }
    await desk.screenshot({ path: `${OUT}/console-visits-confirmed-${lang}.png`, fullPage: true });

    // The visitor sees it confirmed, with the QR code for the reception.
    await page.goto(`/tab/visitor/result?${query}`);
    await waitForHydration(page);
    const card = page.locator('.visit-booking').first();
    await expect(card.getByTestId('booking-state')).toHaveText(m.state.confirmed);
    const qr = card.locator('.visit-qr svg');
    await expect(qr).toBeVisible();
    await expectAccessible(page, `result ${lang}`);
    await page.screenshot({ path: `${OUT}/result-confirmed-${lang}.png`, fullPage: true });
    const photo = await qr.screenshot();

    // The reception, on a phone, scans a photo of the code: in once, refused the second time.
    const reception = await phoneContext(browser, site, lang);
    await logIn(reception, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const scan = await reception.newPage();
    await scan.goto(`/console/visits/checkIn?company=${companyId}&lang=${lang}`);
    await waitForHydration(scan);
    const upload = () =>
      scan.locator('input[type=file]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
    await upload();
    await expect(scan.getByTestId('check-in-outcome')).toContainText(m.desk.checkIn.welcome);
    await expect(scan.getByTestId('check-in-outcome')).toContainText('Li Wei');
    await scan.screenshot({ path: `${OUT}/check-in-ok-${lang}.png`, fullPage: true });
    await upload();
    await expect(scan.getByTestId('check-in-outcome')).toContainText(m.desk.checkIn.refused);
    // Refused because it was used: the API's reason, with the time it was used.
    const [before, after] = errorMessage('VISIT_CHECK_IN_USED', lang as Lang, { at: '\u0000' }).split('\u0000');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(scan.getByTestId('check-in-outcome')).toContainText(
      new RegExp(`${escape(before!)}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(UTC\\+8\\)${escape(after!)}`),
    );
    await expectAccessible(scan, `check-in ${lang}`);
    await scan.screenshot({ path: `${OUT}/check-in-refused-${lang}.png`, fullPage: true });

    await page.reload();
    await expect(card.getByTestId('booking-state')).toHaveText(m.state.visited);
    await page.screenshot({ path: `${OUT}/result-visited-${lang}.png`, fullPage: true });

    // The institution sees its booking confirmed too: both attendees, and its own QR code.
    await inst.goto(`/tab/visitor/result?${query}`);
    await waitForHydration(inst);
    const instCard = inst.locator('.visit-booking').first();
    await expect(instCard.getByTestId('booking-state')).toHaveText(m.state.confirmed);
    await expect(instCard).toContainText('王芳');
    await expect(instCard).toContainText('Chen Jie');
    await expect(instCard.locator('.visit-qr svg')).toBeVisible();
    await expect(instCard.getByTestId('check-in-code')).toHaveText(/^[A-Z2-9]{10}$/);
    await expectAccessible(inst, `institution result ${lang}`);
    await inst.screenshot({ path: `${OUT}/result-institution-confirmed-${lang}.png`, fullPage: true });
    await Promise.all([sponsor, individual, institution, reception].map((context: BrowserContext) => context.close()));
  });
}
