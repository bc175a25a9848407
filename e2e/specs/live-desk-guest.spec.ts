import type { Page } from '@playwright/test';
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
import { expect, test, waitForHydration } from '../support/test.ts';

// Decision 076: a guest member is a named speaker. The admin links the member to their speaker in
// the activity form; on the live desk the guest sees the questions addressed to them, may answer
// only those, drafts an answer, and the admin approves and publishes it; the viewer's room shows it.

/** The console's live page of the activity, in English, hydrated. */
async function openDesk(page: Page, activityId: number, companyId: number) {
  await page.goto(`/console/activity/${activityId}/live?company=${companyId}&lang=en`);
  await expect(page.getByRole('heading', { name: /^Live room · / })).toBeVisible();
  // The desk's buttons do nothing until React has hydrated the server-rendered rows.
  await waitForHydration(page);
}

const deskRow = (desk: Page, text: string) => desk.locator('tr', { hasText: text });

test('a guest member drafts the answer to their own question; the admin publishes it', async ({ browser, baseURL }) => {
  // Four browser contexts (operator, admin, guest, viewer) on a shared two-core machine.
  test.setTimeout(180_000);
  const site = baseURL!;
  const operator = await newUserContext(browser, site, 'en');
  await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
  const access = (await consoleCall(operator.request, 'GET', '/console/myConsoleAccess', {})).body.result;
  // Not one of the companies console.spec.ts (the first six) or console-refund.spec.ts (the last
  // three) gives admins to: this company's guest list is this test's own.
  const companyId = access.companies.at(-4).companyId as number;
  const admin = await newUserContext(browser, site, 'en');
  await grantRole(operator.request, companyId, await registerUser(admin, site, '183'), 'admin');
  const guest = await newUserContext(browser, site, 'en');
  const guestPhone = await registerUser(guest, site, '184');
  await grantRole(operator.request, companyId, guestPhone, 'guest');

  // A public briefing with two speakers who take questions, its room set up, live, questions open.
  const hour = 3_600_000;
  const stamp = Date.now() % 100000;
  const activityId = await createPublishedActivity(admin.request, {
    companyId,
    titleZh: `嘉宾答疑 ${stamp}`,
    titleEn: `Guest desk ${stamp}`,
    meetingStatus: 0,
    startAt: new Date(Date.now() + hour).toISOString(),
    endAt: new Date(Date.now() + 3 * hour).toISOString(),
    guests: [
      { nameZh: '王财务', nameEn: 'Wang', titleZh: '首席财务官', titleEn: 'CFO', answersQuestions: true },
      { nameZh: '李秘书', nameEn: 'Li', titleZh: '董事会秘书', titleEn: 'Board secretary', answersQuestions: true },
    ],
  });
  for (const [path, input] of [
    ['/console/setLiveStream', { activityId, streamName: `guest-desk-${stamp}` }],
    ['/console/setLiveStatus', { activityId, status: 'live' }],
    ['/console/setLiveSwitches', { activityId, interactOpen: true, questionsOpen: true }],
  ] as const) {
    const answer = await consoleCall(admin.request, 'POST', path, input);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  }

  // The admin links the guest member to Wang on the form's guests step (by masked mobile).
  const form = await admin.newPage();
  await form.goto(`/console/activity/${activityId}?company=${companyId}&lang=en`);
  await waitForHydration(form);
  await form.locator('.console-form__steps').getByText('Guests', { exact: true }).click();
  const wang = form.getByTestId('guest').filter({ has: form.locator('input[value="Wang"]') });
  await wang.getByLabel("This guest's console account").click();
  const masked = `${guestPhone.slice(0, 3)}****${guestPhone.slice(-4)}`;
  await form.locator('.ant-select-item-option', { hasText: masked }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const linked = async () =>
    (
      (await consoleCall(admin.request, 'GET', '/console/getActivity', { activityId })).body.result.fields.guests as {
        memberUserId: string | null;
      }[]
    ).map((g) => Boolean(g.memberUserId));
  await expect.poll(linked).toEqual([true, false]);

  // A viewer asks each speaker a question in the live room.
  const viewer = await newUserContext(browser, site, 'en');
  await registerUser(viewer, site, '188');
  const page = await openActivityPage(viewer, activityId, 'en');
  const room = page.getByRole('region', { name: 'Live room' });
  const toWang = `How is cash flow? ${stamp}`;
  const toLi = `When is the next briefing? ${stamp}`;
  for (const [text, speaker] of [
    [toWang, 'Wang'],
    [toLi, 'Li'],
  ] as const) {
    const choice = room.getByLabel('Guest');
    await choice.selectOption((await choice.locator('option', { hasText: speaker }).getAttribute('value'))!);
    await room.getByLabel('Your question').fill(text);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(room.locator('.live-qa__item', { hasText: text })).toContainText('Waiting for an answer');
  }

  // The guest's desk opens on their own speaker: Wang's question only.
  const desk = await guest.newPage();
  await openDesk(desk, activityId, companyId);
  await expect(desk.getByRole('radio', { name: /^Wang · / })).toBeChecked();
  await expect(deskRow(desk, toWang)).toBeVisible();
  await expect(deskRow(desk, toLi)).toHaveCount(0);
  // Among all guests' questions they may answer only their own: no answer button on Li's.
  // antd draws the radio input hidden under its label: a person clicks the label.
  const guestTab = (name: string) => desk.locator('.live-desk__guests label', { hasText: new RegExp(`^${name} · `) });
  await guestTab('All guests').click();
  await expect(desk.getByRole('radio', { name: /^All guests · / })).toBeChecked();
  await expect(deskRow(desk, toLi)).toBeVisible();
  await expect(deskRow(desk, toLi).getByRole('button', { name: 'Answer' })).toHaveCount(0);
  await guestTab('Wang').click();
  await expect(deskRow(desk, toLi)).toHaveCount(0);
  await desk.screenshot({ path: 'test-results/console-screens/live-desk-guest-en.png', fullPage: true });

  // The guest drafts the answer and sends it for approval: nothing is published yet.
  await deskRow(desk, toWang).getByRole('button', { name: 'Answer' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Answer', { exact: true }).fill('Operating cash flow rose 12%.');
  await dialog.getByLabel(/Sensitive/).check();
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(deskRow(desk, toWang)).toContainText('Awaiting approval');
  await expect(deskRow(desk, toWang).getByRole('button', { name: /Publish|Review/ })).toHaveCount(0);
  await expect(room.locator('.live-qa__item', { hasText: toWang })).toContainText('Waiting for an answer');

  // The admin reviews the guest's draft and publishes it; the guest's desk and the viewer's room
  // follow without a reload.
  const adminDesk = await admin.newPage();
  await openDesk(adminDesk, activityId, companyId);
  await deskRow(adminDesk, toWang).getByRole('button', { name: 'Review' }).click();
  const review = adminDesk.getByRole('dialog');
  await expect(review.getByLabel('Answer', { exact: true })).toHaveValue('Operating cash flow rose 12%.');
  await review.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(deskRow(adminDesk, toWang)).toContainText('Answered');
  await expect(deskRow(desk, toWang)).toContainText('Answered');
  await expect(room.locator('.live-qa__item', { hasText: toWang })).toContainText('Operating cash flow rose 12%.');
  await expect(room.locator('.live-qa__item', { hasText: toLi })).toContainText('Waiting for an answer');

  // The audit log names the guest as the drafter and the admin as the approver.
  const log = (await consoleCall(admin.request, 'GET', '/console/listAuditLog', { companyId, activityId })).body.result
    .entries as { action: string; actorRole: string }[];
  expect(log.filter((e) => e.action === 'qa.submit').map((e) => e.actorRole)).toEqual(['guest']);
  expect(log.filter((e) => e.action === 'qa.approve').map((e) => e.actorRole)).toEqual(['admin']);

  await Promise.all([operator.close(), admin.close(), guest.close(), viewer.close()]);
});
