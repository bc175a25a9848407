import { expect, type Page } from '@playwright/test';

let seq = 0;
/**
 * A mobile number no other test of this run used: the run's clock, the worker and a counter. The
 * prefix keeps suites apart when they run in parallel workers.
 */
export function newPhone(prefix: string): string {
  seq += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `${prefix}${String(Date.now() % 1e5).padStart(5, '0')}${worker}${String(seq % 100).padStart(2, '0')}`;
}

/** The sandbox SMS provider's outbox, as a developer would read it. */
export async function readCode(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/identity/dev/sms?phone=${phone}&lang=en`);
  const text = await outbox.locator('.sms-body').first().textContent();
  await outbox.close();
  const code = text?.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Fills in the English registration page the browser is on, and submits it. */
export async function completeRegistration(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await readCode(page, phone));
  await page.getByLabel('Password').fill('abc12345');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Register and log in' }).click();
}

/** Registers on the identity pages, reached from the header of `path`, and comes back logged in. */
export async function registerFrom(page: Page, path: string, prefix: string) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  const phone = newPhone(prefix);
  await completeRegistration(page, phone);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Personal information' })).toBeVisible();
  return phone;
}
