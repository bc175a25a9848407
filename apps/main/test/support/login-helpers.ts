import type { ServerParts } from '../../src/create-server.ts';

export const TEST_ORIGIN = 'http://localhost:80';
export const TEST_SERVICE = 'http://localhost/tab/roadshowSquare?lang=en';

/** Registration and login through the real pages and calls, for suites that need a user. */
export function loginHelpers(server: () => ServerParts, advance: (ms: number) => void) {
  let seq = 0;
  const nextPhone = (prefix = '1370000') => `${prefix}${String((seq += 1)).padStart(4, '0')}`;

  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  async function lastCode(phone: string): Promise<string> {
    const [message] = await server().identity.repos.sms.outbox(1, phone);
    const code = message?.body.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }

  /** A new account, logged in at the identity service (cookie) and on the platform (app token). */
  async function registerAndLogIn(phone = nextPhone()) {
    // Past the resend minute and the per-IP hour: every request here comes from one address.
    advance(61 * 60_000);
    await postForm('/identity/register?lang=en', { phone, intent: 'send-code' });
    const registered = await postForm('/identity/register?lang=en', {
      phone,
      code: await lastCode(phone),
      password: 'abc12345',
      agreed: '1',
      service: TEST_SERVICE,
    });
    const sessionCookie = String(registered.headers['set-cookie']).split(';')[0]!;
    const ticket = new URL(String(registered.headers.location)).searchParams.get('ticket')!;
    const login = await server().app.inject({
      url: `/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(TEST_SERVICE)}`,
    });
    const appToken = login.cookies.find((c) => c.name === 'ticket')!.value;
    return { phone, sessionCookie, appToken, userId: login.json().result.userId as string };
  }

  /** Logs in with a password at the identity service; returns its session cookie. */
  async function identityLogin(phone: string, password: string) {
    const response = await postForm('/identity/login?lang=en', { phone, password, mode: 'password' });
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  return { nextPhone, postForm, lastCode, registerAndLogIn, identityLogin };
}
