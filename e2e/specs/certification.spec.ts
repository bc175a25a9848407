import sharp from 'sharp';
import { expect, test, waitForHydration } from '../support/test.ts';

const OPERATOR = { phone: '13800000000', password: 'operator2026' };

test('a business card goes to review, the operator approves it, and the badge turns verified', async ({
  page,
  browser,
  account,
}) => {
  const { phone } = account;
  await page.goto('/tab/myCenter?activeName=certification&lang=en');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Business card verification' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Business card verification' });
  await card.getByRole('button', { name: /Send for review/ }).click();
  await expect(card.getByText('There are required items not filled in').first()).toBeVisible();

  await card.getByLabel('Name').fill('Li Ming');
  await card.getByLabel('E-mail').fill('li.ming@fund.example');
  await card.getByLabel('Company').fill('Evergreen Fund');
  await card.getByLabel('Position').fill('Analyst');
  const photo = await sharp({ create: { width: 600, height: 360, channels: 3, background: '#2588ef' } })
    .png()
    .toBuffer();
  await card
    .getByLabel('Business card photo')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
  await expect(card.getByRole('img', { name: 'Business card photo' })).toBeVisible();
  await card.getByRole('button', { name: /Send for review/ }).click();
  await expect(card.getByText('Verifying', { exact: true })).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await operator.goto('/identity/admin/verifications?lang=en');
  await operator.getByRole('link', { name: 'Log in with a password' }).click();
  await operator.getByLabel('Mobile number').fill(OPERATOR.phone);
  await operator.getByLabel('Password').fill(OPERATOR.password);
  await operator.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Verification review');
  const request = operator.getByRole('article').filter({ hasText: phone });
  await expect(request.getByRole('img')).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByRole('status')).toHaveText('Done.');
  await operatorContext.close();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Verified' })).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
});
