import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import JSZip from 'jszip';
import { DEMO_LIVE_PASSWORD, DEMO_SPONSOR, findPasswordLiveRoom, findReplayRoom } from '../support/activities.ts';
import {
  consoleCall,
  createPublishedActivity,
  DEMO_OPERATOR,
  grantRole,
  logIn,
  newUserContext,
  registerUser,
  sponsorWithCompany,
} from '../support/console-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerFrom } from '../support/identity.ts';
import { expect, test, waitForHydration } from '../support/test.ts';

/** Someone of the room's company in the console: a new user the operator gives the role. */
async function deskMember(browser: Browser, origin: string, operator: BrowserContext, companyId: number, role: string) {
  const context = await newUserContext(browser, origin, 'en');
  const phone = await registerUser(context, origin, role === 'secretary' ? '176' : '177');
  await grantRole(operator.request, companyId, phone, role);
  return context;
}

/** The console's live page of the activity, in English. */
async function openDesk(context: BrowserContext, activityId: number, companyId: number) {
  const page = await context.newPage();
  await page.goto(`/console/activity/${activityId}/live?company=${companyId}&lang=en`);
  await expect(page.getByRole('heading', { name: /^Live room · / })).toBeVisible();
  // The desk's buttons do nothing until React has hydrated the server-rendered rows.
  await waitForHydration(page);
  return page;
}

const deskRow = (desk: Page, text: string) => desk.locator('tr', { hasText: text });

/** Serious axe findings inside the live page's own content (the console's frame is another page's). */
async function deskViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.live-desk').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

const videoTime = (page: Page) => page.locator('#live-room video').evaluate((v: HTMLVideoElement) => v.currentTime);

// The wrong password is refused by the server (400) on purpose.
test.describe('viewer story', () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  // The viewer's story of the live room: password (wrong first), live video, an anonymous question to
  // the CFO, the answer arriving without a reload, upvotes that reorder the answers.
  test('a viewer enters with the password, watches, asks the CFO anonymously and sees the answer live', async ({
    page,
    browser,
  }) => {
    // Four browser contexts (viewer, operator, secretary, approver) on a shared two-core machine.
    test.setTimeout(300_000);
    const activityId = await findPasswordLiveRoom(page.request);
    const path = `/tab/activityIndex?activityId=${activityId}&lang=en`;
    const phone = await registerFrom(page, path, '185');

    // Label 13 takes the viewer to the room.
    await page.getByRole('link', { name: 'Enter the live room' }).click();
    const room = page.getByRole('region', { name: 'Live room' });
    await expect(room.getByText('This webcast needs a password')).toBeVisible();
    await room.getByLabel('Live password').fill('not-it');
    await room.getByRole('button', { name: 'Enter' }).click();
    await expect(room.getByRole('alert')).toHaveText('Password Error');
    await room.getByLabel('Live password').fill(DEMO_LIVE_PASSWORD);
    await room.getByRole('button', { name: 'Enter' }).click();

    // Live video plays: its clock advances.
    await expect(room.locator('video')).toBeVisible();
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    const first = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(first + 1);
    await expect(room.getByTestId('viewer-count')).toHaveText(/\d+ watching/);
    expect(await page.evaluate((key) => localStorage.getItem(key), `${activityId}psw${phone}`)).toBe(
      DEMO_LIVE_PASSWORD,
    );

    // An anonymous question to the CFO; a question without a guest is refused first.
    const text = `What drives the gross margin? ${Date.now()}`;
    await room.getByLabel('Your question').fill(text);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(room.getByRole('alert')).toHaveText('Choose a guest to ask');
    const guest = room.getByLabel('Guest');
    await guest.selectOption(
      (await guest.locator('option', { hasText: 'Chief Financial Officer' }).getAttribute('value'))!,
    );
    await room.getByLabel('Ask anonymously').check();
    await room.getByRole('button', { name: 'Send' }).click();
    const mine = room.locator('.live-qa__item', { hasText: text });
    await expect(mine).toContainText('Waiting for an answer');
    await expect(mine).toContainText('Anonymous asked');
    expect(await seriousViolations(page)).toEqual([]);

    // The desk (decision 043), through the console's live page: the secretary drafts the answer as
    // sensitive; the approver edits and approves it; the viewer's page shows it without a reload (SSE).
    const origin = new URL(page.url()).origin;
    const operator = await newUserContext(browser, origin, 'en');
    await logIn(operator, origin, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const companyId = (await consoleCall(operator.request, 'GET', '/console/getActivity', { activityId })).body.result
      .fields.companyId as number;
    const secretary = await deskMember(browser, origin, operator, companyId, 'secretary');
    const approver = await deskMember(browser, origin, operator, companyId, 'approver');
    const secretaryDesk = await openDesk(secretary, activityId, companyId);
    await deskRow(secretaryDesk, text).getByRole('button', { name: 'Answer' }).click();
    let dialog = secretaryDesk.getByRole('dialog');
    await dialog.getByLabel('Answer', { exact: true }).fill('Product mix.');
    await dialog.getByLabel(/Sensitive/).check();
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(deskRow(secretaryDesk, text)).toContainText('Awaiting approval');
    // Only the approver may publish it: the secretary has no button for it.
    await expect(deskRow(secretaryDesk, text).getByRole('button', { name: /Publish|Review/ })).toHaveCount(0);
    await expect(mine).toContainText('Waiting for an answer');

    // The approver first sends it back with a reason (decision 074); the secretary sees the reason
    // on the desk without a reload and sends a new draft for approval.
    const approverDesk = await openDesk(approver, activityId, companyId);
    await deskRow(approverDesk, text).getByRole('button', { name: 'Send back' }).click();
    dialog = approverDesk.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByText('Say why the draft goes back')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Name the product lines.');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(deskRow(approverDesk, text)).toContainText('Sent back');
    await expect(deskRow(secretaryDesk, text)).toContainText('Sent back: Name the product lines.');
    await deskRow(secretaryDesk, text).getByRole('button', { name: 'Answer' }).click();
    dialog = secretaryDesk.getByRole('dialog');
    await expect(dialog.getByLabel('Answer', { exact: true })).toHaveValue('Product mix.');
    await dialog.getByLabel(/Sensitive/).check();
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(deskRow(secretaryDesk, text)).toContainText('Awaiting approval');
    await expect(mine).toContainText('Waiting for an answer');

    await deskRow(approverDesk, text).getByRole('button', { name: 'Review' }).click();
    dialog = approverDesk.getByRole('dialog');
    await expect(dialog.getByLabel('Answer', { exact: true })).toHaveValue('Product mix.');
    await dialog.getByLabel('Answer', { exact: true }).fill('Product mix and scale.');
    await dialog.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(deskRow(approverDesk, text)).toContainText('Answered');
    await expect(mine).toContainText('Product mix and scale.');
    // It came over the event stream: the polling fallback never started.
    await expect(room.getByText(/Live updates paused/)).toHaveCount(0);
    await room.getByRole('tab', { name: 'Answered' }).click();
    const answered = room.locator('.live-qa__item');
    await expect(answered.filter({ hasText: text })).toContainText('Product mix and scale.');

    // A file the secretary adds during the event appears in the viewer's room by itself.
    await secretaryDesk.locator('.live-desk__upload input[type=file]').setInputFiles({
      name: 'Q3 results.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(secretaryDesk.getByRole('link', { name: 'Q3 results' })).toBeVisible();
    await expect(room.getByRole('link', { name: /Q3 results/ })).toBeVisible();
    // A scene file goes in the same way and is listed by getInteractSceneFileList.
    await secretaryDesk.locator('.live-desk__kind').getByText('Scene file').click();
    await secretaryDesk.locator('.live-desk__upload input[type=file]').setInputFiles({
      name: 'Stage backdrop.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(secretaryDesk.locator('tr', { hasText: 'Stage backdrop' })).toContainText('Scene file');
    const scenes = await page.request.post('/roadshow/interact/getInteractSceneFileList', { data: { activityId } });
    expect(((await scenes.json()).result.fileList as { name: string }[]).map((f) => f.name)).toContain(
      'Stage backdrop',
    );

    // A second answered question (plain: the secretary publishes it) is newer, so it leads until
    // two users upvote the first.
    const second = `And next year? ${Date.now()}`;
    await room.getByLabel('Guest').selectOption({ index: 1 });
    await room.getByLabel('Your question').fill(second);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(room.locator('.live-qa__item', { hasText: second })).toBeVisible();
    // The desk finds new questions by itself (it refreshes every few seconds).
    await deskRow(secretaryDesk, second).getByRole('button', { name: 'Answer' }).click({ timeout: 20_000 });
    dialog = secretaryDesk.getByRole('dialog');
    await dialog.getByLabel('Answer', { exact: true }).fill('Steady growth.');
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await expect(deskRow(secretaryDesk, second)).toContainText('Answered');
    await room.getByRole('tab', { name: 'Answered' }).click();
    await expect(answered.first()).toContainText(second);
    await answered
      .filter({ hasText: text })
      .getByRole('button', { name: /Upvote/ })
      .click();
    const firstId = (
      (await (await page.request.post('/roadshow/interact/getMyQuestions', { data: { activityId } })).json()).result
        .questionList as { questionId: number; text: string }[]
    ).find((q) => q.text === text)!.questionId;
    const voted = await secretary.request.post('/roadshow/interact/upvoteQuestion', {
      data: { activityId, questionId: firstId },
    });
    expect(voted.status()).toBe(200);
    await expect(answered.first()).toContainText(text);
    await expect(answered.first()).toContainText('2 upvotes');
    await room.getByLabel('Sort by').selectOption('time');
    await expect(answered.first()).toContainText(second);
    // Every step is in the audit log.
    const log = await consoleCall(operator.request, 'GET', '/console/listAuditLog', { companyId, pageSize: 50 });
    const actions = (log.body.result.entries as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['qa.submit', 'qa.return', 'qa.approve', 'qa.draft', 'qa.publish', 'live.fileAdd']),
    );
    await Promise.all([operator.close(), secretary.close(), approver.close()]);

    // Coming back: the saved password opens the room at once.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Live room' }).locator('video')).toBeVisible();
    await expect(page.getByText('This webcast needs a password')).toHaveCount(0);
  });
});

test('the room in three languages and on a 390 px phone (H5 page, one column)', async ({ page }) => {
  test.setTimeout(90_000);
  const activityId = await findPasswordLiveRoom(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, title, prompt] of [
    ['zh-CN', '直播间', '本场直播需要密码'],
    ['tc', '直播間', '本場直播需要密碼'],
    ['en', 'Live room', 'This webcast needs a password'],
  ] as const) {
    await page.goto(`/h5/activity?activityId=${activityId}&lang=${lang}`);
    const room = page.getByRole('region', { name: title });
    await expect(room.getByText(prompt)).toBeVisible();
  }
  await waitForHydration(page);
  await page.getByLabel('Live password').fill(DEMO_LIVE_PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.locator('#live-room video')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  // One column: the Q&A panel sits under the video, and nothing overflows the phone's width.
  const [video, qa] = await Promise.all([
    page.locator('.live-player').boundingBox(),
    page.locator('.live-qa').boundingBox(),
  ]);
  expect(qa!.y).toBeGreaterThan(video!.y + video!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('/tab/activityTestVideo plays the test stream and reports each check', async ({ page }) => {
  await page.goto('/tab/activityTestVideo?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device and network check');
  await expect(page.locator('[data-check="playback"]')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  for (const check of ['hls', 'bandwidth', 'latency', 'events'])
    await expect(page.locator(`[data-check="${check}"]`)).toHaveAttribute('data-state', 'ok');
  await expect(page.getByText('Your device and network are ready for live events')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the replay lists answered questions at their moments; a click seeks the recording', async ({ page }) => {
  const activityId = await findReplayRoom(page.request);
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
  await waitForHydration(page);
  const room = page.getByRole('region', { name: 'Live room' });
  await expect(room.locator('video[data-kind="replay"]')).toBeVisible();
  await expect(room.getByText('Replay', { exact: true })).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0);
  // Paused at the start, so only the click can move it to 00:04.
  await room.locator('video').evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 0;
  });
  await room.getByRole('button', { name: 'Play from 00:04' }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(3.9);
  expect(await videoTime(page)).toBeLessThan(4.5);

  // One guest's queue: every answer listed is to that guest.
  const filter = room.getByLabel('Answered by');
  const guests = (await filter.locator('option').allTextContents()).filter((name) => name !== 'All guests');
  expect(guests.length).toBeGreaterThan(1);
  const items = room.locator('.live-qa__item');
  for (const guest of guests) {
    await filter.selectOption({ label: guest });
    await expect(async () => {
      const lines = await items.locator('.live-qa__meta').allTextContents();
      expect(lines.every((line) => line.endsWith(`asked ${guest}`))).toBe(true);
    }).toPass();
  }
  await filter.selectOption({ label: 'All guests' });
  await expect(room.getByRole('button', { name: 'Play from 00:04' })).toBeVisible();
});

test('the sponsor sets up and starts a webcast in the console; a rejected user is refused the room', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = baseURL!;
  const { sponsor, companyId } = await sponsorWithCompany(browser, site, 'en');
  // A reviewed briefing starting in an hour, with its sign-up window open.
  const hour = 3_600_000;
  const activityId = await createPublishedActivity(sponsor.request, {
    companyId,
    titleZh: `直播控制测试 ${Date.now()}`,
    titleEn: `Webcast control test ${Date.now()}`,
    meetingStatus: 0,
    startAt: new Date(Date.now() + hour).toISOString(),
    endAt: new Date(Date.now() + 3 * hour).toISOString(),
    accessMode: 'registration',
    quota: 10,
    needsApproval: true,
  });

  // An investor signs up and the sponsor rejects them.
  const investor = await newUserContext(browser, site, 'en');
  await registerUser(investor, site, '178');
  const signed = await investor.request.post('/roadshow/activity/signOrAppointment', {
    data: { activityId, source: '01' },
  });
  expect(signed.status()).toBe(200);
  const list = (await consoleCall(sponsor.request, 'POST', '/console/listSignUps', { activityId })).body.result;
  const decided = await consoleCall(sponsor.request, 'POST', '/console/decideSignUps', {
    activityId,
    signUpIds: [list.signUpList[0].signUpId],
    decision: 'reject',
    reason: 'Not an investor',
  });
  expect(decided.status).toBe(200);

  // The console: no room yet; saving the stream sets it up; going live (confirmed) starts it now.
  const desk = await sponsor.newPage();
  await desk.goto(`/console/activity/${activityId}/live?company=${companyId}&lang=en`);
  await waitForHydration(desk);
  await expect(desk.getByText('This activity has no live room yet')).toBeVisible();
  await expect(desk.getByTestId('live-status')).toHaveText('Preview');
  await desk.getByRole('button', { name: 'Save the stream' }).click();
  await expect(desk.getByRole('switch', { name: /Question entrance/ })).toBeChecked();
  await desk.getByRole('button', { name: 'Go live now' }).click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(desk.getByTestId('live-status')).toHaveText('Live now');
  expect(await deskViolations(desk)).toEqual([]);

  // The rejected investor reaches the live room's place and reads spec §8's "not approved".
  const page = await investor.newPage();
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
  const room = page.getByRole('region', { name: 'Live room' });
  await expect(room.getByText('You have not been approved')).toBeVisible();
  await expect(room.getByText(/contact the sponsor/)).toHaveCount(0);
  await expect(room.locator('video')).toHaveCount(0);
  const events = await investor.request.get(`/roadshow/interact/liveEvents?activityId=${activityId}`);
  expect(events.status()).toBe(403);

  // Ending it (confirmed) turns the room into its replay.
  await desk.getByRole('button', { name: 'End the webcast' }).click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(desk.getByTestId('live-status')).toHaveText('Replay');

  // After the event: the IR activity record from the page's button is a DOCX (a zip) in Chinese.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'Download the IR activity record (DOCX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ir-record-${activityId}.docx`);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const xml = await zip.file('word/document.xml')!.async('string');
  expect(xml).toContain('投资者关系活动记录表');
  expect(xml).toContain('直播控制测试');
  await Promise.all([sponsor.close(), investor.close()]);
});

// The console's live page at 1440 px in the three languages, for a person to look at
// (test-results/console-screens/live-<lang>.png), on a seeded live room with answered questions.
const SHOTS = 'test-results/console-screens';
for (const lang of ['zh-CN', 'en', 'tc'] as const) {
  test(`console live page at 1440 px in ${lang}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const t: any = JSON.parse(
      readFileSync(new URL(`../../apps/web/app/i18n/areas/console-live.${lang}.json`, import.meta.url), 'utf8'),
    ).console.live;
    mkdirSync(SHOTS, { recursive: true });
    const sponsor = await newUserContext(browser, baseURL!, lang);
    await logIn(sponsor, baseURL!, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
    const activityId = await findReplayRoom(sponsor.request);
    const companyId = (await consoleCall(sponsor.request, 'GET', '/console/getActivity', { activityId })).body.result
      .fields.companyId as number;
    const page = await sponsor.newPage();
    await page.goto(`/console/activity/${activityId}/live?company=${companyId}&lang=${lang}`);
    await expect(page.getByRole('heading', { name: new RegExp(`^${t.title} · `) })).toBeVisible();
    await expect(page.getByRole('link', { name: t.record.download })).toBeVisible();
    await expect(page.locator('.live-desk__q').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/live-${lang}.png`, fullPage: true });
    expect(await deskViolations(page)).toEqual([]);
    await sponsor.close();
  });
}

// Decision 072: play URLs expire (decision 036) while a live player keeps reloading its playlists.
// Here the first URL is made to look as if it expired 45 s after it was given, and the "edge"
// refuses its signature once a newer one exists: the player must renew ahead of time and play on.
// Then the newer signature dies without warning: the player starts again on a fresh URL.
test.describe('play URL renewal', () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('the player renews its play URL before it expires, and after a refused playlist, and plays on', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const activityId = await findPasswordLiveRoom(page.request);
    // An anonymous viewer of the public room who typed the password before (spec §3's saved key).
    await page.addInitScript(([key, password]) => localStorage.setItem(key, password), [
      `${activityId}psw`,
      DEMO_LIVE_PASSWORD,
    ] as const);
    const expiresOf = (url: string) => /auth_key=(\d+)-/.exec(url)?.[1] ?? null;
    const grants: string[] = [];
    const dead = new Set<string>();
    await page.route('**/roadshow/interact/getLivePlayUrl*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (grants.length === 0) body.result.expiresAt = new Date(Date.now() + 45_000).toISOString();
      grants.push(expiresOf(body.result.url)!);
      await route.fulfill({ response, json: body });
    });
    // The edge: a signature the test declared dead is refused, as an expired one would be.
    await page.route('**/roadshow/interact/sandboxStream/**', (route) =>
      dead.has(expiresOf(route.request().url()) ?? '')
        ? route.fulfill({ status: 403, contentType: 'text/plain', body: 'auth_key invalid or expired' })
        : route.continue(),
    );
    const playlists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandboxStream/')) playlists.push(request.url());
    });

    await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
    const room = page.getByRole('region', { name: 'Live room' });
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    expect(grants).toHaveLength(1);

    // Renewed ahead of the (pretended) expiry; from then on the first signature is refused.
    await expect.poll(() => grants.length, { timeout: 60_000 }).toBe(2);
    dead.add(grants[0]!);
    const renewed = grants[1]!;
    await expect
      .poll(() => playlists.filter((url) => /live-\d+\.m3u8/.test(url) && expiresOf(url) === renewed).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    const before = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(before + 4);
    // Without a restart: still the same two URLs, no error shown.
    expect(grants).toHaveLength(2);
    await expect(room.locator('.live-player__error')).toHaveCount(0);

    // The renewed signature dies without warning: loading fails for good, the player asks for a fresh
    // URL once and plays again.
    dead.add(renewed);
    await expect.poll(() => grants.length, { timeout: 60_000 }).toBe(3);
    await expect
      .poll(() => playlists.filter((url) => expiresOf(url) === grants[2]).length, { timeout: 20_000 })
      .toBeGreaterThan(1);
    const restarted = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(restarted + 2);
    await expect(room.locator('.live-player__error')).toHaveCount(0);
  });
});

// Spec §8's two messages where the ask form would be (getUserAskAuthStatus): before the start the room
// says the event has not started and questions cannot be asked; when the desk closes the entrance, it
// says so, without a reload. Before the start at 390 px in the three languages.
test('the ask form says why it is not there: not started, then live, then the entrance closed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const site = baseURL!;
  const { sponsor, companyId } = await sponsorWithCompany(browser, site, 'en');
  const hour = 3_600_000;
  const activityId = await createPublishedActivity(sponsor.request, {
    companyId,
    titleZh: `提问入口测试 ${Date.now()}`,
    titleEn: `Question entrance test ${Date.now()}`,
    meetingStatus: 0,
    startAt: new Date(Date.now() + hour).toISOString(),
    endAt: new Date(Date.now() + 3 * hour).toISOString(),
    guests: [{ nameZh: '王财务', nameEn: 'Wang', titleZh: '首席财务官', titleEn: 'CFO', answersQuestions: true }],
  });
  expect(
    (await consoleCall(sponsor.request, 'POST', '/console/setLiveStream', { activityId, streamName: 'demo' })).status,
  ).toBe(200);

  const viewer = await newUserContext(browser, site, 'en');
  await registerUser(viewer, site, '174');
  const page = await viewer.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, title, waiting, notStarted] of [
    ['zh-CN', '直播间', '直播尚未开始，开始后将在此自动播放', '活动尚未开始，暂不能提问'],
    ['tc', '直播間', '直播尚未開始，開始後將在此自動播放', '活動尚未開始，暫不能提問'],
    [
      'en',
      'Live room',
      'The webcast has not started yet; it plays here by itself when it does',
      'The event has not started and questions cannot be asked',
    ],
  ] as const) {
    await page.goto(`/h5/activity?activityId=${activityId}&lang=${lang}`);
    const room = page.getByRole('region', { name: title });
    await expect(room.getByText(waiting)).toBeVisible();
    await expect(room.getByText(notStarted)).toBeVisible();
    await expect(room.locator('textarea')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The desk goes live: the waiting room turns into the live room by itself, with the ask form.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/tab/activityIndex?activityId=${activityId}&lang=en`);
  await waitForHydration(page);
  const room = page.getByRole('region', { name: 'Live room' });
  await expect(room.getByText('The event has not started and questions cannot be asked')).toBeVisible();
  const live = await consoleCall(sponsor.request, 'POST', '/console/setLiveStatus', { activityId, status: 'live' });
  expect(live.status).toBe(200);
  await expect(room.locator('video')).toBeVisible({ timeout: 20_000 });
  await expect(room.getByLabel('Your question')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);

  // The desk closes the entrance: the form goes, the reason comes.
  const closed = await consoleCall(sponsor.request, 'POST', '/console/setLiveSwitches', {
    activityId,
    questionsOpen: false,
  });
  expect(closed.status).toBe(200);
  await expect(room.getByText('The question entrance is closed')).toBeVisible();
  await expect(room.getByLabel('Your question')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/live-room-entrance-closed-en.png', fullPage: false });
  await Promise.all([sponsor.close(), viewer.close()]);
});
