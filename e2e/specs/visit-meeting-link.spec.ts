import { mkdirSync, readFileSync } from 'node:fs';
import { DEMO_SPONSOR } from '../support/activities.ts';
import { consoleCall, logIn, registerUser } from '../support/console-fixtures.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// Decision 064 in the browser, per language: the sponsor opens an online slot with a meeting link in
// the console (1440 px), a visitor books it, the sponsor confirms, and the visitor's result page
// (390 px) shows the link. Screenshots for a person to look at: test-results/visitor-screens/.
const OUT = 'test-results/visitor-screens';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (file: string): any =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/i18n/areas/${file}`, import.meta.url), 'utf8'));
const chinaDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

for (const [index, lang] of LANGS.entries()) {
  test(`an online slot's meeting link reaches the confirmed booker in ${lang}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    mkdirSync(OUT, { recursive: true });
    const site = baseURL!;
    const meeting = { ...read(`visit-meeting.${lang}.json`), base: read(`console-visits.${lang}.json`) };
    const visitor = read(`visit-booking.${lang}.json`).visitBooking;
    const link = `https://meet.example.com/r/${lang}-${Date.now()}`;
    const day = chinaDay(3 + index);

    const sponsor = await browser.newContext({ baseURL: site, viewport: { width: 1440, height: 900 } });
    await logIn(sponsor, site, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
    const company = access.companies[8 + index] as { companyId: number; code: string; name: string };

    // The console's slot form: the link field appears for an online slot only.
    const desk = await sponsor.newPage();
    await desk.goto(`/console/visits?company=${company.companyId}&lang=${lang}`);
    await waitForHydration(desk);
    await expect(desk.getByLabel(meeting.console.visits.meetingUrl)).toHaveCount(0);
    await desk.getByRole('combobox', { name: meeting.base.console.visits.mode }).first().click();
    await desk.locator('.ant-select-item-option', { hasText: visitor.mode.online }).click();
    await desk.getByLabel(meeting.base.console.visits.day).first().fill(day);
    await desk.getByLabel(meeting.console.visits.meetingUrl).fill('meet.example.com');
    await desk.getByRole('button', { name: meeting.base.console.visits.addSlot }).click();
    await expect(desk.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await desk.getByLabel(meeting.console.visits.meetingUrl).fill(link);
    // The refusal folds away first: while it does, the inline form's rows move, and a click landing
    // then can miss the button (CI flake). Then the save itself must answer 200 before the table.
    await expect(desk.locator('.ant-form-item-explain-error')).toHaveCount(0);
    const saved = desk.waitForResponse((answer) => answer.url().includes('/console/visit/saveVisitSlot'));
    await desk.getByRole('button', { name: meeting.base.console.visits.addSlot }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    const linkInTable = desk.locator(`a[href="${link}"]`);
    await expect(linkInTable).toHaveText(meeting.console.visits.meetingLink);
    await desk.screenshot({ path: `${OUT}/console-meeting-link-${lang}.png`, fullPage: true });
    const overview = await consoleCall(sponsor.request, 'GET', '/console/visit/getVisitOverview', {
      companyId: company.companyId,
    });
    const slot = overview.body.result.slots.find((s: { meetingUrl: string | null }) => s.meetingUrl === link);

    // A visitor books it online (the form itself is decision 052's), the sponsor confirms.
    const phone = await browser.newContext({ baseURL: site, viewport: { width: 390, height: 844 }, isMobile: true });
    const mobile = await registerUser(phone, site, '136');
    const booked = await phone.request.post(`/roadshow/visitor/submitBooking?lang=${lang}`, {
      data: {
        companyCode: company.code,
        bookingType: '04',
        slotId: slot.slotId,
        investorType: 'individual',
        email: 'online@example.com',
        attendees: [{ name: 'Li Wei', position: 'Analyst', phone: mobile }],
        agreed: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const bookingId = (await booked.json()).result.bookingId as number;
    const decided = await consoleCall(sponsor.request, 'POST', '/console/visit/decideVisitBooking', {
      companyId: company.companyId,
      bookingId,
      decision: 'confirm',
    });
    expect(decided.status).toBe(200);

    const page = await phone.newPage();
    await page.goto(`/tab/visitor/result?companyCode=${company.code}&lang=${lang}`);
    await waitForHydration(page);
    const card = page.locator('.visit-booking').first();
    await expect(card.getByTestId('booking-state')).toHaveText(visitor.state.confirmed);
    await expect(card.getByRole('link', { name: link })).toBeVisible();
    await page.screenshot({ path: `${OUT}/result-meeting-link-${lang}.png`, fullPage: true });
    await Promise.all([sponsor.close(), phone.close()]);
  });
}
