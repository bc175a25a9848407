import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../src/services/rate-limit/enforce-rate-limit.ts';
import { randomBytes } from 'node:crypto';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../src/services/rate-limit/rate-limiter.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

// DESIGN §6: rate limits on sign-up calls, card scanning, the commitment letter's QR calls and
// polling, and short links. Each trips with a clear 429 in the user's language; normal use stays under.

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let activityId: number;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  const companyId = await insertCompany(api.ctx, '600888');
  activityId = await insertActivity(api.ctx, { companyId, accessMode: 'registration' });
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, who: FakeUser | null, payload?: object, lang = 'en') =>
  api.app.inject({
    method,
    url: `/roadshow${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: '198.51.100.7',
    payload,
  });
const nextWindow = () => (clock = new Date((Math.floor(clock.getTime() / 60_000) + 1) * 60_000));

describe('rate limits', () => {
  it('sign, cancel and absence calls share a per-user limit; 429 in the user language; the next window is open', async () => {
    nextWindow();
    const [user, other] = [identity.user(), identity.user()];
    const paths = ['signOrAppointment', 'cancelAppointment'];
    for (let i = 0; i < RATE_RULES.signUp.limit; i += 1) {
      const answer = await call('POST', `/activity/${paths[i % 2]}`, user, { activityId, source: '01' });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await call('POST', '/activity/submitAbsenceReason', user, { activityId, reason: 'busy' }, 'zh-CN');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMsg: '操作过于频繁，请稍后再试' });
    const overTc = await call('POST', '/activity/signOrAppointment', user, { activityId, source: '01' }, 'tc');
    expect(overTc.json().errorMsg).toBe('操作過於頻繁，請稍後再試');
    // Another user is not affected; the same user may go on in the next window.
    expect((await call('POST', '/activity/signOrAppointment', other, { activityId, source: '01' })).statusCode).toBe(
      200,
    );
    nextWindow();
    expect((await call('POST', '/activity/signOrAppointment', user, { activityId, source: '01' })).statusCode).toBe(
      200,
    );
  });

  it('counts parallel calls exactly: of 40 at once, the limit passes and the rest are 429', async () => {
    nextWindow();
    const user = identity.user();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call('POST', '/activity/signOrAppointment', user, { activityId, source: '01' })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(RATE_RULES.signUp.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - RATE_RULES.signUp.limit);
  });

  it('lets the letter page poll every 2 s for 10 minutes, and stops a faster poller', async () => {
    nextWindow();
    const user = identity.user();
    const uuid = '00000000-0000-4000-8000-000000000000';
    const poll = () =>
      call('GET', `/activity/signatureUuidStatus?activityId=${activityId}&signatureUuid=${uuid}`, user);
    for (let i = 0; i < 300; i += 1) {
      expect((await poll()).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 2000);
    }
    nextWindow();
    const burst = await Promise.all(Array.from({ length: RATE_RULES.letterPoll.limit + 5 }, poll));
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  it('limits QR token creation, letter signing and card scanning per user', async () => {
    nextWindow();
    const user = identity.user();
    const record = () => call('POST', '/activity/recordSignatureUuid', user, { activityId });
    const sign = () =>
      call('POST', '/activity/signCommitmentLetter', user, { activityId, signature: { typedName: '李明' } });
    const scan = () =>
      api.app.inject({
        method: 'POST',
        url: '/roadshow/activity/businessCardScanning?lang=en',
        headers: { cookie: user.cookie, 'content-type': 'image/png' },
        payload: Buffer.from('not an image'),
      });
    for (const [make, rule] of [
      [record, RATE_RULES.letterQr],
      [sign, RATE_RULES.letterSign],
      [scan, RATE_RULES.cardScan],
    ] as const) {
      const answers = [];
      for (let i = 0; i <= rule.limit; i += 1) answers.push(await make());
      // The calls themselves may refuse (no form saved, not an image); only the last is over the limit.
      expect(answers.slice(0, rule.limit).every((answer) => answer.statusCode !== 429)).toBe(true);
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.at(-1)!.json().errorMsg).toBe('Too many requests, please try again later');
    }
  });

  it('limits short-link creation per client IP for anonymous callers', async () => {
    nextWindow();
    const shorten = (ip: string, n: number) =>
      api.app.inject({
        method: 'GET',
        url: `/roadshow/share/getShortLink?url=${encodeURIComponent(`http://localhost/tab/activityIndex?activityId=${n}`)}&lang=en`,
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_RULES.shortLink.limit; i += 1) {
      expect((await shorten('203.0.113.1', i)).statusCode).not.toBe(429);
    }
    expect((await shorten('203.0.113.1', 999)).statusCode).toBe(429);
    expect((await shorten('203.0.113.2', 999)).statusCode).not.toBe(429);
  });
});

describe('memory rate limiter', () => {
  it('counts per key and window, and stays bounded under a flood of keys', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 100 });
    const rule = { limit: 2, windowMs: 1000 };
    const at = new Date(5000);
    expect(await limiter.hit('a', rule, at)).toBe(true);
    expect(await limiter.hit('a', rule, at)).toBe(true);
    expect(await limiter.hit('a', rule, new Date(5999))).toBe(false);
    expect(await limiter.hit('b', rule, at)).toBe(true);
    expect(await limiter.hit('a', rule, new Date(6000))).toBe(true);
    for (let i = 0; i < 1000; i += 1) await limiter.hit(`flood-${i}`, rule, at);
    // Still answers correctly for a fresh key after the flood.
    expect(await limiter.hit('c', rule, at)).toBe(true);
    await limiter.close();
  });
});

// Two limiters stand for two processes: Redis shares their counts (runs where REDIS_URL is set, as in CI).
const shared: [string, () => [RateLimiter, RateLimiter]][] = [
  [
    'memory',
    () => {
      const one = createMemoryRateLimiter();
      return [one, one];
    },
  ],
];
if (process.env.REDIS_URL) {
  const keyPrefix = `roadshow-test-rate-${randomBytes(4).toString('hex')}:`;
  const open = () => createRedisRateLimiter({ url: process.env.REDIS_URL!, keyPrefix });
  shared.push(['redis', () => [open(), open()]]);
}

describe.each(shared)('%s limiter under concurrency', (_name, open) => {
  it('lets exactly the limit through of many hits at once, and opens the next window', async () => {
    const [a, b] = open();
    const rule = { limit: 10, windowMs: 60_000 };
    const at = new Date('2026-11-20T06:00:30.000Z');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit('k', rule, at)));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await a.hit('k', rule, new Date('2026-11-20T06:01:00.000Z'))).toBe(true);
    await a.close();
    if (b !== a) await b.close();
  });
});
