import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { readConfig } from '../src/config.ts';
import { createServer, injectTransport, type ServerParts } from '../src/create-server.ts';
import { redactUrl } from '../src/log-options.ts';

let server: ServerParts;
let db: TestDatabase;
// A directory of this run's own: parallel runs (other checkouts, CI) must not share files.
const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-server-test-'));
beforeAll(async () => {
  db = await openTestDatabase();
  const config = readConfig({
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'x',
    EMBED_PARENT_ORIGINS: 'https://parent.example',
    SHORT_VIDEO_URL: 'https://video.partner.example/feed',
  });
  server = await createServer({ config, database: db.database, bus: createInProcessEventBus(), logger: false });
});
afterAll(async () => {
  await server.app.close();
  await db.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('composed server', () => {
  it('answers /healthz with the database kind', async () => {
    const response = await server.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json().result.database).toMatch(/^(pglite|postgres)$/);
  });

  it('sends the security headers, with a fresh script nonce per document and the embed allowlist', async () => {
    const one = await server.app.inject('/identity/login');
    const two = await server.app.inject('/identity/login');
    const csp = String(one.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://parent.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(two.headers['content-security-policy']).not.toBe(csp);
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets pages frame the short-video micro-frontend at its configured origin, and only there', async () => {
    const csp = String((await server.app.inject('/identity/login')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://video.partner.example;");
    const defaults = readConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' });
    expect(defaults.shortVideoUrl).toBe('/h5/shortVideo');
  });

  it('keeps the document policy off JSON answers but still forbids sniffing', async () => {
    const json = await server.app.inject('/healthz');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('answers a call under the wrong method with 405, the methods it takes and the envelope, in the request language', async () => {
    const wrong = await server.app.inject({
      method: 'DELETE',
      url: '/roadshow/homePage/getRoadShowSquareList?lang=en',
    });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toMatchObject({
      success: false,
      errorCode: 'METHOD_NOT_ALLOWED',
      errorMsg: 'This address does not take this request method',
    });
    const identity = await server.app.inject({ method: 'PUT', url: '/identity/v2/user/getUserInfo?lang=tc' });
    expect(identity.statusCode).toBe(405);
    expect(identity.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED', errorMsg: '該介面不支援此請求方法' });
    // The right method still reaches the call.
    expect((await server.app.inject('/roadshow/homePage/getRoadShowSquareList?tab=1&lang=en')).statusCode).toBe(200);
  });

  it('answers an unknown call address with 404 in the envelope', async () => {
    for (const url of ['/roadshow/homePage/noSuchCall?lang=en', '/identity/v2/user/noSuchCall?lang=en']) {
      const answer = await server.app.inject({ method: 'POST', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    expect(
      (await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id'],
    ).toBe('abc-123');
    const replaced = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large JSON answers', async () => {
    const response = await server.app.inject({ url: '/roadshow/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the docs page with asset links under /roadshow/docs', async () => {
    const page = await server.app.inject('/roadshow/docs');
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/roadshow\/docs\//);
      expect((await server.app.inject(asset)).statusCode, asset).toBe(200);
    }
  });

  it('publishes the OpenAPI document with the home calls', async () => {
    const doc = (await server.app.inject('/roadshow/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/roadshow/homePage/getNearFutureRoadShowList',
        '/roadshow/indexHome/getAccessToken',
        '/roadshow/insertPage/insertPageLog',
      ]),
    );
  });
});

describe('in-process transport for page loaders', () => {
  it('leaves unset query values out instead of sending the word "undefined"', async () => {
    const transport = injectTransport(server.app, {});
    const answer = await transport({
      method: 'GET',
      path: '/search/searchActivities',
      query: { searchValue: undefined, status: undefined, startFrom: undefined, tab: 2, pageSize: 12 },
      lang: 'en',
    });
    expect(answer).toMatchObject({ success: true, result: { page: 1, pageSize: 12 } });
  });
});

describe('identity pages', () => {
  it('show the login page in the requested language and carry the service on', async () => {
    const page = await server.app.inject(
      '/identity/login?appId=roadshow&lang=en&service=%2Ftab%2FroadshowSquare%3Flang%3Den',
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<input type="hidden" name="service" value="\/tab\/roadshowSquare\?lang=en"/);
    const tc = await server.app.inject('/identity/register?lang=tc');
    expect(tc.body).toContain('<html lang="zh-TW">');
    expect(tc.body).toContain('註冊');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'drop a service off our sites from every link and form: %s',
    async (service) => {
      const page = await server.app.inject(`/identity/login?lang=en&service=${encodeURIComponent(service)}`);
      expect(page.body).not.toContain('name="service"');
      expect(page.body).not.toContain('evil.example');
      expect(page.body).not.toContain('javascript:');
    },
  );
});

describe('log redaction', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/tab/x?ticket=ST-1&lang=en&password=p')).toBe(
      '/tab/x?ticket=%5Bredacted%5D&lang=en&password=%5Bredacted%5D',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
