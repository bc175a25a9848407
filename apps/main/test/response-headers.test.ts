import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers } from './support/login-helpers.ts';

// Hardening items 8, 11 and 12: what the answers say about caching, transport and private files.
const secure = useComposedServer({
  start: '2026-11-20T06:00:00.000Z',
  env: { SECURE_COOKIES: '1', FILES_URL: 'https://files.roadshow.example/ignored-path' },
});
const plain = useComposedServer({ start: '2026-11-20T06:00:00.000Z' });
const { registerAndLogIn } = loginHelpers(secure.server, secure.advance);

describe('transport and document policy (item 11)', () => {
  it('sends HSTS on every answer when the site is served over HTTPS, and never otherwise', async () => {
    for (const url of ['/identity/login', '/healthz', '/roadshow/search/getIndustryList'])
      expect((await secure.server().app.inject(url)).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await plain.server().app.inject('/identity/login')).headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids <base> altogether and lets pages show images from the files origin', async () => {
    const csp = String((await secure.server().app.inject('/identity/login')).headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("img-src 'self' https://files.roadshow.example data: blob:");
    const plainCsp = String((await plain.server().app.inject('/identity/login')).headers['content-security-policy']);
    expect(plainCsp).toContain("img-src 'self' data: blob:");
  });
});

describe('personalised answers are never stored (item 8)', () => {
  it('marks JSON answers to a caller with a session no-store, and leaves anonymous ones alone', async () => {
    const app = plain.server().app;
    const anonymous = await app.inject('/roadshow/search/getIndustryList');
    expect(anonymous.statusCode).toBe(200);
    expect(String(anonymous.headers['cache-control'] ?? '')).not.toContain('no-store');
    const withTicket = await app.inject({
      url: '/roadshow/search/getIndustryList',
      headers: { cookie: 'ticket=AT-x' },
    });
    expect(withTicket.headers['cache-control']).toBe('no-store');
    const identity = await app.inject({ url: '/identity/v2/user/getUserInfo', headers: { tgt: 'AT-x' } });
    expect(identity.headers['cache-control']).toBe('no-store');
    const identitySession = await app.inject({ url: '/identity/security', headers: { cookie: 'rs_tgc=x' } });
    expect(identitySession.headers['cache-control']).toBe('no-store');
  });
});

describe('private files (item 12)', () => {
  const photo = () =>
    sharp({ create: { width: 600, height: 360, channels: 3, background: '#2588ef' } })
      .jpeg()
      .toBuffer();

  it('signs links on the files origin and serves the file inline only to an <img>', async () => {
    const user = await registerAndLogIn();
    const uploaded = await secure.server().app.inject({
      method: 'POST',
      url: '/identity/v2/user/uploadVerificationImage?kind=id&lang=en',
      headers: { tgt: user.appToken, 'content-type': 'image/jpeg' },
      payload: await photo(),
    });
    expect(uploaded.statusCode).toBe(200);
    const previewUrl = new URL(uploaded.json().result.previewUrl as string);
    expect(previewUrl.origin).toBe('https://files.roadshow.example');
    expect(previewUrl.pathname).toBe('/identity/v2/files/private');

    const url = `${previewUrl.pathname}${previewUrl.search}`;
    const opened = await secure.server().app.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toBe('attachment; filename="verification.jpeg"');
    expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const unknown = await secure.server().app.inject({ url });
    expect(unknown.headers['content-disposition']).toMatch(/^attachment/);
    const shown = await secure.server().app.inject({ url, headers: { 'sec-fetch-dest': 'image' } });
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.headers['cache-control']).toBe('private, no-store');
  });
});
