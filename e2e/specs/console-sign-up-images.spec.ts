import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { findLetterActivity } from '../support/activities.ts';
import { consoleCall, DEMO_OPERATOR, logIn, newUserContext, registerUser } from '../support/console-fixtures.ts';
import { expect, LANGS, test, waitForHydration } from '../support/test.ts';

// Decision 061: the sign-up table's "View" shows the registration form's pictures through the
// identity service's five-minute links; screenshots at 1440 px in three languages.
const OUT = 'test-results/console-screens';
const VIEW = { 'zh-CN': '查看', en: 'View', tc: '查看' } as const;

test('the sign-up table shows the form pictures through signed links', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const site = baseURL!;
  const investor = await newUserContext(browser, site, 'en');
  const phone = await registerUser(investor, site, '176');
  const activityId = await findLetterActivity(investor.request);
  const photo = (background: string) =>
    sharp({ create: { width: 480, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = async (kind: 'id' | 'card', background: string) => {
    const answer = await investor.request.post(`/identity/v2/user/uploadVerificationImage?kind=${kind}`, {
      headers: { 'content-type': 'image/png' },
      data: await photo(background),
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { result: { imageKey: string } }).result.imageKey;
  };
  const organisation = `图片基金${Date.now() % 100000}`;
  const signed = await investor.request.post('/roadshow/activity/signOrAppointment?lang=en', {
    data: {
      activityId,
      source: '01',
      form: {
        name: '李明',
        documentType: 0,
        certificateNumber: '11010519491231002X',
        phone,
        email: 'li@fund.example',
        companyName: organisation,
        position: '研究员',
        investorType: 'institutional',
        idCardImageKey: await upload('id', '#14bcf5'),
        businessCardImageKey: await upload('card', '#f5a614'),
        agreedTerms: true,
      },
    },
  });
  expect(signed.status()).toBe(200);

  const operator = await newUserContext(browser, site, 'en');
  await logIn(operator, site, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
  const companyId = (await consoleCall(operator.request, 'GET', '/console/getActivity', { activityId })).body.result
    .fields.companyId as number;
  const page = await operator.newPage();
  for (const lang of LANGS) {
    await page.goto(
      `/console/activity/${activityId}/signUps?organization=${encodeURIComponent(organisation)}&company=${companyId}&lang=${lang}`,
    );
    await waitForHydration(page);
    await page.getByRole('button', { name: VIEW[lang], exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    const pictures = dialog.locator('img');
    await expect(pictures).toHaveCount(2);
    // The pictures really arrive through the links (decoded by the browser).
    await expect
      .poll(() => pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)))
      .toEqual([480, 480]);
    await page.screenshot({ path: `${OUT}/sign-up-images-${lang}.png` });
    await dialog.getByRole('button', { name: /close|关闭|關閉/i }).click();
  }
  await investor.close();
  await operator.close();
});
