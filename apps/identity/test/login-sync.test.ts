import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loginSyncMessageSchema } from '@roadshow/contracts/login-sync';
import { useIdentityServer } from './support/identity-server.ts';
import { loginHelpers, TEST_SERVICE } from './support/login-helpers.ts';

// The login-sync page (decision 012): what it posts, to whom, and
// who may frame it.
const OTHER_SITE = 'https://ir.example.com';
const EMBED_PARENT = 'https://parent.example.org';
const suite = useIdentityServer({
  start: '2026-11-21T06:00:00.000Z',
  config: { serviceOrigins: [OTHER_SITE] },
  frameAncestors: [EMBED_PARENT],
});
const server = suite.server;
const { nextPhone, register } = loginHelpers(server, suite.advance, '1390000');

function syncPage(query: { service: string; state: string }, sessionCookie?: string, fetchSite?: string) {
  return server().app.inject({
    url: `/identity/login-sync?${new URLSearchParams({ ...query, lang: 'en' }).toString()}`,
    headers: {
      ...(sessionCookie ? { cookie: sessionCookie } : {}),
      ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
    },
  });
}

type Response = Awaited<ReturnType<typeof syncPage>>;

const directive = (response: Response, name: string) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** Runs the page's scripts as a framed page would, and answers what they posted, to which origin. */
function posted(response: Response) {
  const scripts = [...response.body.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
  const sent: { message: unknown; targetOrigin: unknown }[] = [];
  const parent = { postMessage: (message: unknown, targetOrigin: unknown) => sent.push({ message, targetOrigin }) };
  for (const [, nonce, code] of scripts) {
    expect(directive(response, 'script-src')).toContain(`'nonce-${nonce}'`);
    runInNewContext(code!, { window: { parent } });
  }
  return sent;
}

const validate = (ticket: string, service: string) =>
  server().app.inject({ method: 'POST', url: '/identity/v2/ticket/validate', payload: { ticket, service } });

describe('GET /identity/login-sync', () => {
  it('gives a logged-out page of ours a ticket for it, posted to its origin only', async () => {
    const { sessionCookie } = await register(nextPhone());
    const response = await syncPage({ service: TEST_SERVICE, state: 'out' }, sessionCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/<html lang="en">/);
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);

    const sent = posted(response);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.targetOrigin).toBe('http://localhost');
    const message = loginSyncMessageSchema.parse(sent[0]!.message);
    if (message.action !== 'login') throw new Error(`expected a login, got ${message.action}`);
    expect(message).toMatchObject({ type: 'roadshow:login-sync', loginType: 'sms' });
    expect(message.userId).toMatch(/^\d+$/);

    const redeemed = await validate(message.ticket, TEST_SERVICE);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().result.user.userId).toBe(message.userId);
  });

  it('answers none to a page that is already logged in, and to a visitor without a session', async () => {
    const { sessionCookie } = await register(nextPhone());
    const loggedIn = posted(await syncPage({ service: TEST_SERVICE, state: 'in' }, sessionCookie));
    expect(loggedIn.map((sent) => sent.message)).toEqual([{ type: 'roadshow:login-sync', action: 'none' }]);
    const visitor = posted(await syncPage({ service: TEST_SERVICE, state: 'out' }));
    expect(visitor.map((sent) => sent.message)).toEqual([{ type: 'roadshow:login-sync', action: 'none' }]);
  });

  it('tells a logged-in page to log out once the identity session of this browser has ended', async () => {
    const { sessionCookie } = await register(nextPhone());
    const logout = await server().app.inject({ url: '/identity/logout', headers: { cookie: sessionCookie } });
    expect(logout.statusCode).toBe(302);

    const response = await syncPage({ service: TEST_SERVICE, state: 'in' }, sessionCookie);
    const sent = posted(response);
    expect(sent).toEqual([
      { message: { type: 'roadshow:login-sync', action: 'logout' }, targetOrigin: 'http://localhost' },
    ]);
    expect(response.body).not.toContain('ST-');
  });

  it('does not log anyone out when no identity cookie reached it (blocked, or an app web view login)', async () => {
    const sent = posted(await syncPage({ service: TEST_SERVICE, state: 'in' }));
    expect(sent.map((entry) => entry.message)).toEqual([{ type: 'roadshow:login-sync', action: 'none' }]);
  });

  it('posts nothing to a foreign service, and only our own pages may frame it then', async () => {
    const { sessionCookie } = await register(nextPhone());
    for (const service of ['https://evil.example/', '//evil.example/x', 'https://ir.example.com.evil.example/']) {
      const response = await syncPage({ service, state: 'out' }, sessionCookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script');
      expect(response.body).not.toContain('ST-');
      expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(String(response.headers['content-security-policy'])).not.toContain('evil');
    }
    const missing = await syncPage({ service: '', state: 'out' }, sessionCookie);
    expect(missing.body).not.toContain('<script');
  });

  it('posts nothing without a valid state', async () => {
    const { sessionCookie } = await register(nextPhone());
    const response = await syncPage({ service: TEST_SERVICE, state: 'maybe' }, sessionCookie);
    expect(response.body).not.toContain('<script');
  });

  it('may be framed by another site of the platform, which alone receives the ticket', async () => {
    const { sessionCookie } = await register(nextPhone());
    const service = `${OTHER_SITE}/investors?lang=tc`;
    const response = await syncPage({ service, state: 'out' }, sessionCookie);
    expect(directive(response, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${OTHER_SITE}`);
    // The embedding parents of the site's pages have no business framing this one.
    expect(String(response.headers['content-security-policy'])).not.toContain(EMBED_PARENT);

    const [sent] = posted(response);
    expect(sent!.targetOrigin).toBe(OTHER_SITE);
    const message = loginSyncMessageSchema.parse(sent!.message);
    if (message.action !== 'login') throw new Error(`expected a login, got ${message.action}`);
    expect((await validate(message.ticket, TEST_SERVICE)).statusCode).toBe(401);
    // A ticket presented for the wrong service is used up, so ask for a fresh one.
    const again = loginSyncMessageSchema.parse(
      posted(await syncPage({ service, state: 'out' }, sessionCookie))[0]!.message,
    );
    if (again.action !== 'login') throw new Error(`expected a login, got ${again.action}`);
    expect((await validate(again.ticket, service)).statusCode).toBe(200);
  });

  it('keeps the configured frame-ancestors on every other page', async () => {
    const login = await server().app.inject({ url: '/identity/login?lang=en' });
    expect(directive(login, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${EMBED_PARENT}`);
  });

  it('keeps a nickname that looks like markup inside the script as data', async () => {
    const { sessionCookie, phone } = await register(nextPhone());
    const nickName = '</script><script>alert(1)</script>\u2028<!--';
    const user = await server().identity.repos.users.byPhone(phone);
    await server().identity.repos.users.updateProfile(user!.id, { nickName }, suite.now());

    const response = await syncPage({ service: TEST_SERVICE, state: 'out' }, sessionCookie);
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.body).not.toContain('alert(1)</script>');
    const [sent] = posted(response);
    expect(sent!.message).toMatchObject({ action: 'login', nickName });
  });

  it('asks a logged-out page of another site for the top-level redirect when no identity cookie could reach it', async () => {
    const service = `${OTHER_SITE}/investors?lang=en`;
    const crossSite = posted(await syncPage({ service, state: 'out' }, undefined, 'cross-site'));
    expect(crossSite.map((entry) => entry.message)).toEqual([{ type: 'roadshow:login-sync', action: 'redirect' }]);
    // On our own origin the cookie would have come: no cookie there means logged out.
    const sameOrigin = posted(await syncPage({ service: TEST_SERVICE, state: 'out' }, undefined, 'same-origin'));
    expect(sameOrigin.map((entry) => entry.message)).toEqual([{ type: 'roadshow:login-sync', action: 'none' }]);
    // A logged-in page is never told to log out for a missing cookie.
    const loggedIn = posted(await syncPage({ service, state: 'in' }, undefined, 'cross-site'));
    expect(loggedIn.map((entry) => entry.message)).toEqual([{ type: 'roadshow:login-sync', action: 'none' }]);
  });
});

describe('the login page on another origin than the site', () => {
  it("lets its forms go on to the platform's sites (CSP form-action)", async () => {
    const page = await server().app.inject({ url: '/identity/login?lang=en' });
    expect(directive(page, 'form-action')).toBe(`form-action 'self' ${OTHER_SITE}`);
    const sync = await syncPage({ service: TEST_SERVICE, state: 'out' });
    expect(directive(sync, 'form-action')).toBe(`form-action 'self' ${OTHER_SITE}`);
  });

  it('answers the gateway redirect: back with a ticket when logged in, back without one otherwise', async () => {
    const service = `${OTHER_SITE}/investors?lang=en`;
    const query = `gateway=1&service=${encodeURIComponent(service)}`;
    const visitor = await server().app.inject({ url: `/identity/login?${query}` });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(service);

    const { sessionCookie } = await register(nextPhone());
    const member = await server().app.inject({ url: `/identity/login?${query}`, headers: { cookie: sessionCookie } });
    expect(member.statusCode).toBe(302);
    const back = new URL(String(member.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${OTHER_SITE}/investors`);
    const ticket = back.searchParams.get('ticket')!;
    expect((await validate(ticket, service)).statusCode).toBe(200);
  });
});
