import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisEventBus } from '@roadshow/api/services/events/redis-event-bus';
import type { EventBus } from '@roadshow/api/services/events/event-bus';
import { advanceMeetingStatuses } from '@roadshow/api/services/jobs/advance-meeting-statuses';
import { openDatabase, type Database } from '@roadshow/db/client';
import { seedDatabase } from '@roadshow/db/seed/seed-database';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { HOME_CACHE_PREFIX } from '@roadshow/api/services/cache/cache-keys';
import { ensureDemoSponsor, DEMO_SPONSOR } from '@roadshow/identity/services/accounts/ensure-demo-sponsor';
import { readConfig } from '../src/config.ts';
import { createServer, type ServerParts } from '../src/create-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';

const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const NOW = new Date('2026-11-20T06:00:00.000Z');

// Two servers, each with its own connection pool, Redis connections and cache, as two processes would be.
describe.runIf(enabled)('scale-out on PostgreSQL and Redis', () => {
  let shared: TestDatabase;
  const servers: { parts: ServerParts; database: Database; bus: EventBus }[] = [];
  // One directory for both servers, as two processes share a volume; this run's own.
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roadshow-scale-test-'));
    shared = await openTestDatabase();
    await seedDatabase(shared.database, { now: NOW });
    const url = (await shared.database.execute('select current_database() as name')).rows[0]!.name as string;
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${url}`;
    const channelPrefix = `roadshow-scale-${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: databaseUrl.toString() });
      const bus = await createRedisEventBus({ url: process.env.REDIS_URL!, channelPrefix });
      const config = readConfig({
        DATA_DIR: dataDir,
        TOKEN_SECRET: 'shared',
        LIST_CACHE_TTL_MS: '600000',
      });
      const parts = await createServer({ config, database, bus, logger: false });
      servers.push({ parts, database, bus });
    }
    // The demo sponsor is admin of every seeded company (as `seed` sets it up).
    const sponsorId = await ensureDemoSponsor(servers[0]!.parts.identity.repos, new Date());
    await servers[0]!.parts.api.repos.activityDetail.addSponsor(sponsorId);
  });

  // Logins go through process 0's identity pages; the session they make is in the shared database.
  const sponsorToken = () =>
    loginHelpers(
      () => servers[0]!.parts,
      () => undefined,
    ).appTokenFor(DEMO_SPONSOR.phone, DEMO_SPONSOR.password);

  afterAll(async () => {
    for (const server of servers) {
      await server.parts.app.close();
      await server.bus.close();
      await server.database.close();
    }
    await shared.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const nearFuture = async (index: number) =>
    (
      await servers[index]!.parts.app.inject({ method: 'POST', url: '/roadshow/homePage/getNearFutureRoadShowList' })
    ).json().result.activityManageList as { activityId: number; meetStatus: string; startTime: string }[];

  /** Resolves when process `index` has received the invalidation of `prefix`, or fails after `ms`. */
  const invalidationReaches = (index: number, prefix: string, ms = 5000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`process ${index} heard no invalidation of ${prefix} within ${ms} ms`));
      }, ms);
      // Subscribed after the process's own cache, so its handler has dropped the entries by now.
      const stop = servers[index]!.bus.subscribe('cache.invalidate', (event) => {
        if (event.prefix !== prefix) return;
        clearTimeout(timer);
        stop();
        resolve();
      });
    });

  it('a status change made by one process clears the cached lists of the other', async () => {
    const before = await nearFuture(1);
    const preview = before.find((item) => item.meetStatus === '0')!;
    expect(preview).toBeDefined();
    const later = new Date(Date.parse(preview.startTime) + 60_000);
    const ctx = { ...servers[0]!.parts.api, now: () => later };
    const heard = invalidationReaches(1, HOME_CACHE_PREFIX);
    expect(await advanceMeetingStatuses(ctx)).toBeGreaterThan(0);
    await heard;
    const after = (await nearFuture(1)).find((item) => item.activityId === preview.activityId);
    expect(after?.meetStatus ?? 'gone').not.toBe('0');
  });

  it("a console edit on one process is in the other's next answer: new bytes and ETag, nothing stale from its hot path", async () => {
    const call = (index: number, headers: Record<string, string> = {}) =>
      servers[index]!.parts.app.inject({
        method: 'POST',
        url: '/roadshow/homePage/getNearFutureRoadShowList',
        headers,
      });
    await call(1);
    const held = await call(1); // answered by the hot path from now on
    const etag = String(held.headers.etag);
    expect((await call(1, { 'if-none-match': etag })).statusCode).toBe(304);
    const item = (held.json().result.activityManageList as { activityId: number; title: string }[])[0]!;

    // The demo sponsor edits the title through the console's write route on process 0.
    const sponsor = { cookie: `ticket=${await sponsorToken()}`, origin: TEST_ORIGIN };
    const read = await servers[0]!.parts.app.inject({
      url: `/roadshow/console/getActivity?activityId=${item.activityId}&lang=zh-CN`,
      headers: sponsor,
    });
    expect(read.statusCode).toBe(200);
    const { fields } = read.json().result as { fields: { titleZh: string } };
    const heard = invalidationReaches(1, HOME_CACHE_PREFIX);
    const saved = await servers[0]!.parts.app.inject({
      method: 'POST',
      url: '/roadshow/console/saveActivity?lang=zh-CN',
      headers: sponsor,
      payload: { activityId: item.activityId, fields: { ...fields, titleZh: `${fields.titleZh}·改` } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Process 1 hears of it over Redis; its very next request answers the edit.
    await heard;
    const fresh = await call(1, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().result.activityManageList[0].title).toBe(`${item.title}·改`);
  });

  it('a token issued by one process is accepted by the other', async () => {
    const token = (
      await servers[0]!.parts.app.inject({ method: 'POST', url: '/roadshow/indexHome/getAccessToken' })
    ).json().result as string;
    const { verifyAnonymousToken } = await import('@roadshow/api/services/tokens/anonymous-token');
    expect(verifyAnonymousToken(servers[1]!.parts.api.config.tokenSecret, token, new Date())).toBe(true);
  });
});
