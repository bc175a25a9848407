import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test.ts';

const OPERATOR = { phone: '13800000000', password: 'operator2026' };
let seq = 0;
const newPhone = () => `135${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1) % 100).padStart(2, '0')}`;

async function readCode(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/identity/dev/sms?phone=${phone}&lang=en`);
  const text = await outbox.locator('.sms-body').first().textContent();
  await outbox.close();
  return text?.match(/\d{6}/)?.[0] ?? '';
}

/** Registers through the identity pages and comes back to `path` logged in. */
async function registerFrom(page: Page, path: string) {
  await page.goto('/?lang=en');
  const service = new URL(path, page.url()).toString();
  await page.goto(`/identity/register?lang=en&service=${encodeURIComponent(service)}`);
  const phone = newPhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await readCode(page, phone));
  await page.getByLabel('Password').fill('abc12345');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Register and log in' }).click();
  return phone;
}

test('a business card goes to review, the operator approves it, and the badge turns verified', async ({
  page,
  browser,
}) => {
  const phone = await registerFrom(page, '/tab/myCenter?activeName=certification&lang=en');
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
