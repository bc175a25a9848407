import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_SPONSOR } from './activities.ts';
import { clientAddressOf, newPhone } from './identity.ts';

/** The seed's platform operator (apps/identity/src/services/accounts/ensure-operator.ts). */
export const DEMO_OPERATOR = { phone: '13800000000', password: 'operator2026' } as const;
export const PASSWORD = 'abc12345';

/**
 * Logs a browser context in over HTTP, as the login page's form would (no page is drawn): the
 * identity service answers with a ticket for the site, and the site's page exchanges it for the
 * session cookies, which the context then keeps.
 */
export async function logIn(context: BrowserContext, baseURL: string, phone: string, password = PASSWORD) {
  const service = `${baseURL}/?lang=en`;
  const answer = await context.request.post('/identity/login', {
    form: { mode: 'password', phone, password, service, appId: 'roadshow' },
    maxRedirects: 5,
  });
  expect(answer.status(), `log in ${phone}`).toBe(200);
  const cookies = await context.cookies(baseURL);
  expect(cookies.some((cookie) => cookie.name === 'ticket')).toBe(true);
}

/** The code the sandbox SMS provider kept for this phone. */
async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const page = await (await request.get(`/identity/dev/sms?phone=${phone}&lang=en`)).text();
  const code = page.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Registers a new user over HTTP (code from the sandbox outbox) and leaves the context logged in. */
export async function registerUser(context: BrowserContext, baseURL: string, prefix: string): Promise<string> {
  const phone = newPhone(prefix);
  const service = `${baseURL}/?lang=en`;
  const sent = await context.request.post('/identity/register', {
    form: { intent: 'send-code', phone, service, appId: 'roadshow' },
    headers: clientAddressOf(phone),
  });
  expect(sent.status(), `send code to ${phone}`).toBe(200);
  const code = await smsCode(context.request, phone);
  const registered = await context.request.post('/identity/register', {
    form: { phone, code, password: PASSWORD, agreed: '1', service, appId: 'roadshow' },
    maxRedirects: 5,
  });
  expect(registered.status(), `register ${phone}`).toBe(200);
  return phone;
}

/** A new browser context of its own (its own cookies), on the suite's site. */
export async function newUserContext(browser: Browser, baseURL: string, lang: string) {
  return browser.newContext({
    baseURL,
    locale: lang === 'en' ? 'en-US' : lang === 'tc' ? 'zh-TW' : 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
}

/** One console call through a logged-in context's cookies (answers the envelope and the status). */
export async function consoleCall(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  lang = 'en',
) {
  const answer =
    method === 'GET'
      ? await request.get(`/roadshow${path}`, {
          params: { lang, ...(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) as object) },
        })
      : await request.post(`/roadshow${path}?lang=${lang}`, { data: input });
  return {
    status: answer.status(),
    body: answer.headers()['content-type']?.includes('json') ? await answer.json() : null,
  };
}

/**
 * A new context logged in as `account` (the demo sponsor unless told) and the first company it
 * acts for in the console (GET myConsoleAccess).
 */
export async function sponsorWithCompany(
  browser: Browser,
  baseURL: string,
  lang: string,
  account: { phone: string; password: string } = DEMO_SPONSOR,
) {
  const sponsor = await newUserContext(browser, baseURL, lang);
  await logIn(sponsor, baseURL, account.phone, account.password);
  const access = (await consoleCall(sponsor.request, 'GET', '/console/myConsoleAccess', {})).body.result;
  return { sponsor, companyId: access.companies[0].companyId as number };
}

/**
 * A roadshow the sponsor creates and publishes through the console's calls: public, no quota, no
 * approval, form or letter unless `fields` says otherwise. Returns its id.
 */
export async function createPublishedActivity(request: APIRequestContext, fields: Record<string, unknown>) {
  const saved = await consoleCall(request, 'POST', '/console/saveActivity', {
    fields: {
      kind: 'roadshow',
      squareType: 2,
      accessMode: 'public',
      quota: null,
      needsApproval: false,
      signUpStartAt: null,
      signUpEndAt: null,
      registrationForm: false,
      commitmentLetter: false,
      ...fields,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const activityId = saved.body.result.activityId as number;
  const published = await consoleCall(request, 'POST', '/console/setActivityPublished', {
    activityId,
    published: true,
  });
  expect(published.status).toBe(200);
  return activityId;
}

/** The operator gives a user a role in a company through the API (the members page does the same). */
export async function grantRole(operator: APIRequestContext, companyId: number, phone: string, role: string) {
  const granted = await consoleCall(operator, 'POST', '/console/grantRole', { companyId, phone, role });
  expect(granted.status, `grant ${role} to ${phone}`).toBe(200);
}
