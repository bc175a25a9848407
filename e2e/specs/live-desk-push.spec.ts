import type { Page } from '@playwright/test';
import { findPasswordLiveRoom } from '../support/activities.ts';
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
import { expect, test, waitForHydration } from '../support/test.ts';

// Decision 063: the console's desk hears a viewer's question over its own event stream (no reload,
// sooner than its 5 s fallback poll), and the live password is set and removed from the console.

const desk = async (page: Page, activityId: number, companyId: number) => {
  await page.goto(`/console/activity/${activityId}/live?company=${companyId}&lang=en`);
  await expect(page.getByRole('heading', { name: /^Live room · / })).toBeVisible();
  await waitForHydration(page);
};

test("a viewer's question appears on the desk at once, pushed", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const operator = await newUserContext(browser, origin, 'en');
  await logIn(operator, origin, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
  const activityId = await findPasswordLiveRoom(operator.request);
  const companyId = (await consoleCall(operator.request, 'GET', '/console/getActivity', { activityId })).body.result
    .fields.companyId as number;
  const secretary = await newUserContext(browser, origin, 'en');
  await grantRole(operator.request, companyId, await registerUser(secretary, origin, '175'), 'secretary');
  const page = await secretary.newPage();
  await desk(page, activityId, companyId);
  await expect(page.getByText('Live updates')).toBeVisible();

  const viewer = await newUserContext(browser, origin, 'en');
  await registerUser(viewer, origin, '179');
  const guests = (
    await (await viewer.request.post('/roadshow/interact/getAskGuestList?lang=en', { data: { activityId } })).json()
  ).result.guestList as { guestId: number }[];
  const text = `Pushed to the desk? ${Date.now()}`;
  const asked = await viewer.request.post('/roadshow/interact/askQuestion?lang=en', {
    data: { activityId, guestId: guests[0]!.guestId, text },
  });
  expect(asked.status()).toBe(200);
  // Under the 5 s poll: only the stream brings it this soon.
  await expect(page.locator('tr', { hasText: text })).toBeVisible({ timeout: 3_000 });
  await Promise.all([operator.close(), secretary.close(), viewer.close()]);
});

test('the live password is set and removed from the console; the viewer check follows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = baseURL!;
  const { sponsor, companyId } = await sponsorWithCompany(browser, site, 'en');
  const hour = 3_600_000;
  const activityId = await createPublishedActivity(sponsor.request, {
    companyId,
    titleZh: `直播密码测试 ${Date.now()}`,
    titleEn: `Live password test ${Date.now()}`,
    meetingStatus: 0,
    startAt: new Date(Date.now() + hour).toISOString(),
    endAt: new Date(Date.now() + 3 * hour).toISOString(),
    quota: 10,
  });

  const page = await sponsor.newPage();
  await desk(page, activityId, companyId);
  await page.getByRole('button', { name: 'Save the stream' }).click();
  await expect(page.getByText('Live password: Not asked')).toBeVisible();
  // Too short: refused in the form, nothing sent.
  await page.getByLabel('Set a password').fill('abc');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('4 to 32 characters, no spaces');
  await page.getByLabel('Set a password').fill('desk-pass-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Live password: Asked')).toBeVisible();

  const viewer = await newUserContext(browser, site, 'en');
  await registerUser(viewer, site, '179');
  const check = (password: string) =>
    viewer.request.post('/roadshow/interact/checkLivePassword?lang=en', { data: { activityId, password } });
  expect((await check('desk-pass-1')).status()).toBe(200);
  expect((await check('wrong-one')).status()).toBe(400);

  await page.getByRole('button', { name: 'Remove password' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Live password: Not asked')).toBeVisible();
  expect((await check('anything')).status()).toBe(200);
  await Promise.all([sponsor.close(), viewer.close()]);
});
