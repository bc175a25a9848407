import { describe, expect, it } from 'vitest';
import { useIdentityServer } from './support/identity-server.ts';
import { loginHelpers, TEST_SERVICE } from './support/login-helpers.ts';

// The login flow at the identity service: its pages, SMS codes, service tickets, the security center.
// The platform's side of it (getLoginInfo, userLogout) is tested in apps/main/test/platform-login.test.ts.
const SERVICE = TEST_SERVICE;
const suite = useIdentityServer({ start: '2026-11-20T06:00:00.000Z' });
const server = suite.server;
const advance = suite.advance;
const { nextPhone, postForm, lastCode, sendCode, register, redeem } = loginHelpers(server, advance, '1380000');

const validate = (ticket: string, service: string) =>
  server().app.inject({ method: 'POST', url: '/identity/v2/ticket/validate', payload: { ticket, service } });

describe('registration and login pages', () => {
  it('registers with an SMS code and comes back to the page with a ticket', async () => {
    const { location, ticket, sessionCookie } = await register(nextPhone());
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost/tab/roadshowSquare');
    expect(location.searchParams.get('lang')).toBe('en');
    expect(ticket).toMatch(/^ST-/);
    expect(sessionCookie).toMatch(/^rs_tgc=TGT-/);
  });

  it('refuses a second account for the same phone, in the page language', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await sendCode('register', phone);
    const again = await postForm('/identity/register?lang=tc', {
      phone,
      code,
      password: 'abc12345',
      agreed: '1',
      intent: 'submit',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('該手機號已註冊');
  });

  it('shows each bad field with its message and keeps what was typed', async () => {
    const response = await postForm('/identity/register?lang=en', {
      phone: '12345',
      code: '',
      password: 'short',
      intent: 'submit',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid 11-digit mainland China mobile number');
    expect(response.body).toContain('The password needs 8 to 32 characters with both letters and digits');
    expect(response.body).toContain('Please agree to the terms first');
    expect(response.body).toContain('value="12345"');
  });

  it('logs in with a password, and locks the password after five wrong ones', async () => {
    const phone = nextPhone();
    await register(phone);
    const ok = await postForm('/identity/login?lang=en', {
      phone,
      password: 'abc12345',
      mode: 'password',
      service: SERVICE,
    });
    expect(ok.statusCode).toBe(303);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postForm('/identity/login?lang=en', { phone, password: 'wrong1234', mode: 'password' });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await postForm('/identity/login?lang=en', { phone, password: 'abc12345', mode: 'password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many wrong passwords');
  });

  it('logs in with an SMS code and sends an unknown phone to registration', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await sendCode('login', phone);
    const ok = await postForm('/identity/login?lang=en', { phone, code, mode: 'sms', service: SERVICE });
    expect(ok.statusCode).toBe(303);
    const stranger = await postForm('/identity/login?lang=en', { phone: nextPhone(), code: '123456', mode: 'sms' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toContain('No account uses this number yet');
  });

  it('resets a password with a code', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await sendCode('forgot', phone);
    const reset = await postForm('/identity/forgot?lang=en', { phone, code, password: 'newpass99' });
    expect(reset.statusCode).toBe(303);
    expect(String(reset.headers.location)).toContain('reset=1');
    const login = await postForm('/identity/login?lang=en', { phone, password: 'newpass99', mode: 'password' });
    expect(login.statusCode).toBe(303);
  });

  it('answers single sign-on: a logged-in browser goes straight back with a fresh ticket', async () => {
    const { sessionCookie } = await register(nextPhone());
    const again = await server().app.inject({
      url: `/identity/login?service=${encodeURIComponent(SERVICE)}`,
      headers: { cookie: sessionCookie },
    });
    expect(again.statusCode).toBe(302);
    expect(new URL(String(again.headers.location)).searchParams.get('ticket')).toMatch(/^ST-/);
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example/',
    'http://localhost@evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    'https:%2F%2Fevil.example',
  ])('never sends a ticket off our sites: %s', async (service) => {
    const page = await server().app.inject({ url: `/identity/login?lang=en&service=${encodeURIComponent(service)}` });
    expect(page.body).toContain('Returning to that address is not allowed');
    const { location } = await register(nextPhone(), service);
    expect(location.origin).toBe('http://localhost');
  });
});

describe('every parameter that redirects stays on our sites', () => {
  const TRICKS = ['/.//evil.example/', 'http://localhost//evil.example/', '//evil.example/', '/\\evil.example/'];
  /** The browser's next address: never protocol-relative, always on the identity service's origin. */
  const staysHome = (location: unknown) => {
    const value = String(location);
    expect(value).not.toMatch(/^\/[/\\]/);
    const url = new URL(value, 'http://localhost');
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).not.toMatch(/^\/[/\\]/);
  };

  it.each(TRICKS)('service of the login form, after logging the user in: %s', async (service) => {
    const { phone } = await register(nextPhone());
    const answer = await postForm('/identity/login?lang=en', {
      phone,
      password: 'abc12345',
      mode: 'password',
      service,
    });
    expect(answer.statusCode).toBe(303);
    staysHome(answer.headers.location);
  });

  it.each(TRICKS)('service of registration: %s', async (service) => {
    staysHome((await register(nextPhone(), service)).location.toString());
  });

  it.each(TRICKS)('service of single sign-on and of logout: %s', async (service) => {
    const { sessionCookie } = await register(nextPhone());
    const query = `service=${encodeURIComponent(service)}`;
    const sso = await server().app.inject({ url: `/identity/login?${query}`, headers: { cookie: sessionCookie } });
    expect(sso.statusCode).toBe(302);
    staysHome(sso.headers.location);
    const out = await server().app.inject({ url: `/identity/logout?${query}`, headers: { cookie: sessionCookie } });
    staysHome(out.headers.location);
  });

  it.each(TRICKS)('service of the security center, after signing out everywhere: %s', async (service) => {
    const { sessionCookie } = await register(nextPhone());
    const out = await postForm(
      '/identity/security?lang=en',
      { section: 'sign-out-all', service },
      { cookie: sessionCookie },
    );
    expect(out.statusCode).toBe(303);
    staysHome(out.headers.location);
  });
});

describe('tickets and sessions in URLs', () => {
  const OWN_PAGES = ['http://localhost/identity/security?lang=en', 'http://localhost/identity/admin/verifications'];

  it.each(OWN_PAGES)('a login for our own page %s carries no ticket: the page has the cookie', async (service) => {
    const { phone } = await register(nextPhone());
    const login = await postForm('/identity/login?lang=en', { phone, password: 'abc12345', mode: 'password', service });
    expect(login.statusCode).toBe(303);
    expect(new URL(String(login.headers.location)).searchParams.has('ticket')).toBe(false);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const sso = await server().app.inject({
      url: `/identity/login?service=${encodeURIComponent(service)}`,
      headers: { cookie },
    });
    expect(sso.statusCode).toBe(302);
    expect(new URL(String(sso.headers.location)).searchParams.has('ticket')).toBe(false);
  });

  it.each(['/identity/security?lang=en', '/identity/admin/verifications?lang=en', '/identity/login?lang=en'])(
    '%s strips a ticket at once and burns it',
    async (page) => {
      const { ticket, sessionCookie } = await register(nextPhone());
      const answer = await server().app.inject({ url: `${page}&ticket=${ticket}`, headers: { cookie: sessionCookie } });
      expect(answer.statusCode).toBe(302);
      const location = new URL(String(answer.headers.location), 'http://localhost');
      expect(`${location.pathname}${location.search}`).toBe(page);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect((await validate(ticket, SERVICE)).statusCode).toBe(401);
    },
  );

  it("takes the spec's TGT parameter as a hint only, never as the browser's session", async () => {
    const attacker = await register(nextPhone());
    const attackerTgt = attacker.sessionCookie.split('=')[1]!;
    const query = `service=${encodeURIComponent(SERVICE)}&TGT=${encodeURIComponent(attackerTgt)}`;
    // A victim without an identity session sees the login page, not the attacker's account.
    const stranger = await server().app.inject({ url: `/identity/login?lang=en&${query}` });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers.location).toBeUndefined();
    // A victim with a session of their own stays themselves.
    const victim = await register(nextPhone());
    const own = await server().app.inject({
      url: `/identity/login?${query}`,
      headers: { cookie: victim.sessionCookie },
    });
    expect(own.statusCode).toBe(302);
    const ticket = new URL(String(own.headers.location)).searchParams.get('ticket')!;
    const redeemed = await validate(ticket, SERVICE);
    const victimUser = await server().identity.repos.users.byPhone(victim.phone);
    expect(redeemed.json().result.user.userId).toBe(String(victimUser!.id));
  });
});

describe('logout', () => {
  const alive = async (cookie: string) =>
    (await server().app.inject({ url: '/identity/login', headers: { cookie } })).statusCode === 302;

  it.each([
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    { referer: 'https://evil.example/page' },
  ])('a GET from another site logs nobody out: %o', async (headers) => {
    const { sessionCookie } = await register(nextPhone());
    const answer = await server().app.inject({
      url: '/identity/logout',
      headers: { cookie: sessionCookie, ...headers },
    });
    expect(answer.statusCode).toBe(403);
    expect(await alive(sessionCookie)).toBe(true);
  });

  it('a GET from our own pages, or typed in the address bar, logs out', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const { sessionCookie } = await register(nextPhone());
      const answer = await server().app.inject({
        url: '/identity/logout',
        headers: { cookie: sessionCookie, ...headers },
      });
      expect(answer.statusCode).toBe(302);
      expect(await alive(sessionCookie)).toBe(false);
    }
  });

  it('a POST logs out when it comes from our own origin, and only then', async () => {
    const { sessionCookie } = await register(nextPhone());
    const foreign = await postForm('/identity/logout', {}, { cookie: sessionCookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await alive(sessionCookie)).toBe(true);
    const own = await postForm('/identity/logout', { service: SERVICE }, { cookie: sessionCookie });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe(SERVICE);
    expect(await alive(sessionCookie)).toBe(false);
  });
});

describe('SMS codes', () => {
  it('sends at most 30 codes an hour to one address', async () => {
    advance(61 * 60_000);
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 30; i += 1) {
      const sent = await postForm('/identity/login?lang=en', { phone: nextPhone(), intent: 'send-code' }, ip);
      expect(sent.statusCode).toBe(200);
    }
    const refused = await postForm('/identity/login?lang=en', { phone: nextPhone(), intent: 'send-code' }, ip);
    expect(refused.statusCode).toBe(429);
  });

  it('sends one code of ten asked for one phone at once', async () => {
    const phone = nextPhone();
    advance(61 * 60_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postForm('/identity/register?lang=en', { phone, intent: 'send-code' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    expect(await server().identity.repos.sms.outbox(50, phone)).toHaveLength(1);
  });

  it('sends at most one code a minute per phone', async () => {
    const phone = nextPhone();
    await sendCode('register', phone);
    const again = await postForm('/identity/register?lang=en', { phone, intent: 'send-code' });
    expect(again.statusCode).toBe(429);
    expect(again.body).toContain('Codes were requested too often');
  });

  it('burns a code after five wrong tries', async () => {
    const phone = nextPhone();
    const code = await sendCode('register', phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await postForm('/identity/register?lang=en', {
        phone,
        code: wrong,
        password: 'abc12345',
        agreed: '1',
      });
      expect(response.body).toContain('The verification code is not correct');
    }
    const right = await postForm('/identity/register?lang=en', { phone, code, password: 'abc12345', agreed: '1' });
    expect(right.statusCode).toBe(400);
    expect(right.body).toContain('The verification code has expired');
  });

  it('expires a code after ten minutes', async () => {
    const phone = nextPhone();
    const code = await sendCode('register', phone);
    advance(10 * 60_000 + 1);
    const late = await postForm('/identity/register?lang=en', { phone, code, password: 'abc12345', agreed: '1' });
    expect(late.body).toContain('The verification code has expired');
  });

  it('lets one of two concurrent registrations with the same code through', async () => {
    const phone = nextPhone();
    const code = await sendCode('register', phone);
    const fields = { phone, code, password: 'abc12345', agreed: '1' };
    const answers = await Promise.all([postForm('/identity/register', fields), postForm('/identity/register', fields)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, expect.any(Number)]);
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
  });
});

describe('service tickets', () => {
  it('are single use: of 50 parallel redemptions exactly one gets a session', async () => {
    const { ticket } = await register(nextPhone());
    const answers = await Promise.all(Array.from({ length: 50 }, () => validate(ticket, SERVICE)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(49);
  });

  it('die when presented for another service, even for the right one afterwards', async () => {
    const { ticket } = await register(nextPhone());
    expect((await validate(ticket, 'http://localhost/other')).statusCode).toBe(401);
    expect((await validate(ticket, SERVICE)).statusCode).toBe(401);
  });

  it('expire within seconds', async () => {
    const { ticket } = await register(nextPhone());
    advance(31_000);
    expect((await validate(ticket, SERVICE)).statusCode).toBe(401);
  });
});

describe('app tokens', () => {
  it('a forged or foreign tgt is a 401', async () => {
    const { sessionCookie } = await register(nextPhone());
    // The identity service's own session cookie is not an app token.
    const foreign = sessionCookie.split('=')[1]!;
    for (const tgt of ['AT-forged', foreign]) {
      const answer = await server().app.inject({ url: '/identity/v2/user/getUserInfo', headers: { tgt } });
      expect(answer.statusCode).toBe(401);
    }
    const tooLong = await server().app.inject({
      url: '/identity/v2/user/getUserInfo',
      headers: { tgt: 'x'.repeat(300) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('security center', () => {
  const security = (cookie: string, fields?: Record<string, string>) =>
    fields
      ? postForm('/identity/security?lang=en', fields, { cookie })
      : server().app.inject({ url: '/identity/security?lang=en', headers: { cookie } });

  it('sends a visitor to log in first and back to the security center after', async () => {
    const page = await server().app.inject('/identity/security?lang=en');
    expect(page.statusCode).toBe(303);
    const login = new URL(String(page.headers.location), 'http://localhost');
    expect(login.pathname).toBe('/identity/login');
    expect(new URL(login.searchParams.get('service')!).pathname).toBe('/identity/security');
  });

  it('changes the password with a code to the own phone and ends the logins elsewhere', async () => {
    const phone = nextPhone();
    const first = await register(phone);
    const second = await postForm('/identity/login?lang=en', { phone, password: 'abc12345', mode: 'password' });
    const secondCookie = String(second.headers['set-cookie']).split(';')[0]!;

    advance(61 * 60_000);
    expect((await security(first.sessionCookie, { section: 'password', intent: 'send-code' })).statusCode).toBe(200);
    const code = await lastCode(phone);
    const changed = await security(first.sessionCookie, { section: 'password', code, password: 'fresh2026x' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Your password was changed');

    expect((await security(first.sessionCookie)).statusCode).toBe(200);
    expect((await security(secondCookie)).statusCode).toBe(303);
    const old = await postForm('/identity/login?lang=en', { phone, password: 'abc12345', mode: 'password' });
    expect(old.statusCode).toBe(401);
    const fresh = await postForm('/identity/login?lang=en', { phone, password: 'fresh2026x', mode: 'password' });
    expect(fresh.statusCode).toBe(303);
  });

  it('changes the phone to a free number proved by a code, and refuses a taken one', async () => {
    const taken = nextPhone();
    await register(taken);
    const { sessionCookie } = await register(nextPhone());
    advance(61 * 60_000);
    const refused = await security(sessionCookie, { section: 'phone', phone: taken, intent: 'submit', code: '123456' });
    expect(refused.statusCode).toBe(409);

    const fresh = nextPhone();
    await security(sessionCookie, { section: 'phone', phone: fresh, intent: 'send-code' });
    const code = await lastCode(fresh);
    const changed = await security(sessionCookie, { section: 'phone', phone: fresh, code });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(`${fresh.slice(0, 3)}****${fresh.slice(-4)}`);
    const login = await postForm('/identity/login?lang=en', { phone: fresh, password: 'abc12345', mode: 'password' });
    expect(login.statusCode).toBe(303);
  });

  it('logs out on all devices: the platform token dies with the sessions', async () => {
    const { ticket, sessionCookie } = await register(nextPhone());
    const { appToken } = await redeem(ticket);
    const out = await security(sessionCookie, { section: 'sign-out-all', service: SERVICE });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe(SERVICE);
    const me = await server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: appToken } });
    expect(me.statusCode).toBe(401);
  });
});
