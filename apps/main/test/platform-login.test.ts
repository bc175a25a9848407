import { describe, expect, it } from 'vitest';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers, TEST_SERVICE } from './support/login-helpers.ts';

// The platform's side of the login (spec §4): getLoginInfo redeems the ticket that the identity
// pages issued, and userLogout ends the session at the identity service. The identity service's own
// pages and calls are tested in apps/identity/test.
const SERVICE = TEST_SERVICE;
const suite = useComposedServer({ start: '2026-11-20T06:00:00.000Z' });
const server = suite.server;
const advance = suite.advance;
const { nextPhone, register } = loginHelpers(server, advance, '1380000');

describe('the platform session', () => {
  it('getLoginInfo sets the cookies, ticket HttpOnly, and never shows the token to scripts', async () => {
    const { ticket } = await register(nextPhone());
    const answer = await server().app.inject({
      url: `/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(SERVICE)}`,
    });
    const body = answer.json();
    expect(body.result).toMatchObject({ status: 'true', ticket: '' });
    expect(body.result.nickName).toMatch(/^Investor \d{4}$/);
    const cookies = answer.cookies;
    expect(cookies.find((c) => c.name === 'ticket')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.find((c) => c.name === 'nickName')?.httpOnly).toBeFalsy();
  });

  it('a failed exchange answers status "false" and sets no cookie', async () => {
    const answer = await server().app.inject({
      url: `/roadshow/indexHome/getLoginInfo?ticket=ST-forged&service=${encodeURIComponent(SERVICE)}`,
    });
    expect(answer.json()).toMatchObject({ success: true, result: { status: 'false', userId: '' } });
    expect(answer.cookies).toHaveLength(0);
  });

  it('logging out ends the session everywhere: the app token and the identity cookie both stop working', async () => {
    const { ticket, sessionCookie } = await register(nextPhone());
    const login = await server().app.inject({
      url: `/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(SERVICE)}`,
    });
    const appToken = login.cookies.find((c) => c.name === 'ticket')!.value;
    const me = await server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: appToken } });
    expect(me.json().result.userId).toMatch(/^\d+$/);

    const out = await server().app.inject({
      method: 'POST',
      url: '/roadshow/indexHome/userLogout',
      cookies: { ticket: appToken },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ticket')?.value).toBe('');

    const after = await server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: appToken } });
    expect(after.statusCode).toBe(401);
    const sso = await server().app.inject({ url: '/identity/login', headers: { cookie: sessionCookie } });
    expect(sso.statusCode).toBe(200);
  });

  it("userLogout by GET (the spec's call) works from our own pages, never from another site", async () => {
    const { ticket } = await register(nextPhone());
    const login = await server().app.inject({
      url: `/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(SERVICE)}`,
    });
    const appToken = login.cookies.find((c) => c.name === 'ticket')!.value;
    const me = () => server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: appToken } });
    const logout = (headers: Record<string, string>) =>
      server().app.inject({ url: '/roadshow/indexHome/userLogout', cookies: { ticket: appToken }, headers });

    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'document' },
      { referer: 'https://evil.example/' },
    ];
    for (const headers of foreign) {
      const refused = await logout(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('ORIGIN_REJECTED');
      expect((await me()).statusCode).toBe(200);
    }
    const own = await logout({ 'sec-fetch-site': 'same-origin', referer: 'http://localhost/tab/myCenter' });
    expect(own.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
