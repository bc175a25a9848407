import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { createApiContext } from '../src/create-api-context.ts';
import { roadshowApi } from '../src/roadshow-api.ts';
import { createInProcessEventBus } from '../src/services/events/event-bus.ts';
import { connectEventBus } from '../src/services/events/connect-event-bus.ts';
import { createRedisRateLimiter } from '../src/services/rate-limit/rate-limiter.ts';
import { createRedisSignInfoStore } from '../src/services/sign-info/redis-sign-info-store.ts';
import { TEST_NOW } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity } from './support/fake-identity.ts';

// Hardening item 16: Redis unreachable (a loopback port nobody listens on). Calls that need it fail
// closed at once with 503 + Retry-After, and a process still starts, degraded, saying so loudly.
let closedUrl: string;
let db: TestDatabase;
let app: FastifyInstance;
const identity = fakeIdentity();
const FAST_MS = 3000;

beforeAll(async () => {
  // A port that was free a moment ago: connecting to it is refused.
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  closedUrl = `redis://127.0.0.1:${port}`;

  db = await openTestDatabase();
  const ctx = createApiContext({
    database: db.database,
    bus: createInProcessEventBus(),
    config: { tokenSecret: 'test-secret', allowedOrigins: [], listCacheTtlMs: 60_000 },
    identityTransport: identity.transport,
    now: () => TEST_NOW,
    signInfo: createRedisSignInfoStore({ url: closedUrl }),
    rateLimiter: createRedisRateLimiter({ url: closedUrl }),
  });
  await insertActivity(ctx, { companyId: await insertCompany(ctx, '600029'), quota: 10 });
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe('Redis unreachable', () => {
  it('answers a rate-limited sign-up 503 with Retry-After within seconds', async () => {
    const { value, ms } = await timed(
      app.inject({
        method: 'POST',
        url: '/roadshow/activity/signOrAppointment?lang=en',
        headers: { cookie: identity.user().cookie },
        payload: { activityId: 1, source: '01' },
      }),
    );
    expect(value.statusCode).toBe(503);
    expect(value.headers['retry-after']).toBe('2');
    expect(value.json().errorCode).toBe('SERVICE_BUSY');
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('answers saving a half-filled form 503 within seconds', async () => {
    const { value, ms } = await timed(
      app.inject({
        method: 'POST',
        url: '/roadshow/activity/saveSignInfoToRedis',
        headers: { cookie: identity.user().cookie },
        payload: { activityId: 1, source: '01', form: { name: 'Li' } },
      }),
    );
    expect(value.statusCode).toBe(503);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('starts with the in-process bus instead of failing, and warns loudly', async () => {
    const warn = vi.fn();
    const { value, ms } = await timed(connectEventBus(closedUrl, { warn }));
    expect(value.degraded).toBe(true);
    expect(ms).toBeLessThan(FAST_MS);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/REDIS_URL.*unreachable.*in-process/i));
    // The bus works, in this process only.
    const heard = new Promise((resolve) => value.bus.subscribe('cache.invalidate', resolve));
    await value.bus.publish('cache.invalidate', { prefix: 'home:' });
    expect(await heard).toEqual({ prefix: 'home:' });
    await value.bus.close();
  });
});
