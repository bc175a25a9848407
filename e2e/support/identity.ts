import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { waitForHydration } from './hydration.ts';

/** The password every account a test registers gets. */
export const PASSWORD = 'abc12345';

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

/**
 * The address a simulated person sends from: the suite's server trusts the loopback as its load
 * balancer (TRUST_PROXY in playwright.config.ts), so each new account comes from its own address and
 * the identity service's per-IP SMS limit (30 an hour) meets real people, not the whole suite.
 */
export function clientAddressOf(phone: string): Record<string, string> {
  const digits = phone.slice(-6);
  return {
    'x-forwarded-for': `10.${Number(digits.slice(0, 2))}.${Number(digits.slice(2, 4))}.${Number(digits.slice(4))}`,
  };
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
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Register and log in' }).click();
}

/**
 * Registers on the identity pages, reached from the header of `path`, and comes back logged in, on
 * `path` hydrated (the redirect back is a full page load).
 */
export async function registerFrom(page: Page, path: string, prefix: string) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  const phone = newPhone(prefix);
  await completeRegistration(page, phone);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Personal information' })).toBeVisible();
  await waitForHydration(page);
  return phone;
}

/** The sandbox outbox's latest code for `phone`, read over HTTP (no page opened). */
async function outboxCode(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = await request.get(`/identity/dev/sms?phone=${phone}&lang=en`);
  const code = (await outbox.text()).match(/class="sms-body"[^>]*>[^<]*?(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/**
 * A new account, registered through the identity service's own form endpoints and logged in on the
 * platform, with no page opened: the identity session cookie and the platform's app token land in
 * the browser context of `request` (use page.request), as after a registration in the browser.
 * For tests whose subject is not registration; identity.spec.ts registers through the pages.
 */
export async function registerThroughApi(request: APIRequestContext, prefix: string): Promise<string> {
  const phone = newPhone(prefix);
  const service = new URL('/?lang=en', baseURL).toString();
  const form = (fields: Record<string, string>) =>
    request.post('/identity/register?lang=en', {
      form: fields,
      headers: { origin: baseURL, ...clientAddressOf(phone) },
      maxRedirects: 0,
    });
  const sent = await form({ phone, intent: 'send-code' });
  if (sent.status() !== 200) throw new Error(`no code was sent to ${phone}: ${sent.status()}`);
  const code = await outboxCode(request, phone);
  const registered = await form({ phone, code, password: PASSWORD, agreed: '1', intent: 'submit', service });
  const location = registered.headers().location;
  const ticket = location && new URL(location, baseURL).searchParams.get('ticket');
  if (registered.status() !== 303 || !ticket)
    throw new Error(`registration of ${phone} failed: ${registered.status()}`);
  const login = await request.get(
    `/roadshow/indexHome/getLoginInfo?ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(service)}`,
  );
  const info = (await login.json()) as { success: boolean; result?: { userId?: string } };
  if (!info.success || !info.result?.userId) throw new Error(`the platform refused the ticket of ${phone}`);
  return phone;
}
