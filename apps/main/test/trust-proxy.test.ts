import { describe, expect, it } from 'vitest';
import { useComposedServer } from './support/composed-server.ts';

// Forwarded headers (X-Forwarded-For, -Host, -Proto) are believed only from the proxies named in
// TRUST_PROXY: otherwise anyone could pick the address the per-IP limits count, or the host the
// Origin check compares with.
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const phone = (n: number) => `1365555${String(n).padStart(4, '0')}`;

function sendCode(server: ReturnType<ReturnType<typeof useComposedServer>['server']>, n: number, forwardedFor: string) {
  return server.app.inject({
    method: 'POST',
    url: '/identity/login?lang=en',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
      'x-forwarded-for': forwardedFor,
    },
    payload: form({ phone: phone(n), intent: 'send-code' }),
  });
}

describe('without TRUST_PROXY', () => {
  const suite = useComposedServer({ start: '2026-11-22T06:00:00.000Z' });

  it('a rotating X-Forwarded-For does not escape the per-IP SMS cap', async () => {
    const answers = [];
    for (let n = 0; n < 31; n += 1) answers.push((await sendCode(suite.server(), n, `198.51.100.${n}`)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('the Origin check ignores X-Forwarded-Host and -Proto', async () => {
    const answer = await suite.server().app.inject({
      method: 'POST',
      url: '/roadshow/indexHome/userLogout',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorCode).toBe('ORIGIN_REJECTED');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const suite = useComposedServer({ start: '2026-11-22T06:00:00.000Z', env: { TRUST_PROXY: '127.0.0.1' } });

  it('counts the client address the proxy forwards, each on its own', async () => {
    for (let n = 0; n < 31; n += 1) expect((await sendCode(suite.server(), n, `198.51.100.${n}`)).statusCode).toBe(200);
  });

  it('compares Origin with the host the proxy forwards', async () => {
    const answer = await suite.server().app.inject({
      method: 'POST',
      url: '/roadshow/indexHome/userLogout',
      headers: {
        origin: 'https://roadshow.example',
        'x-forwarded-host': 'roadshow.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('readConfig', () => {
  it('reads TRUST_PROXY as a list of addresses or networks, and nothing by default', async () => {
    const { readConfig } = await import('../src/config.ts');
    expect(readConfig({ DATA_DIR: '/tmp/x', TOKEN_SECRET: 'x' }).trustProxy).toEqual([]);
    expect(
      readConfig({ DATA_DIR: '/tmp/x', TOKEN_SECRET: 'x', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
});
