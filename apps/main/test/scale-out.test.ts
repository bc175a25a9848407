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
import { readConfig } from '../src/config.ts';
import { createServer, type ServerParts } from '../src/create-server.ts';

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
  });

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

  it('a status change made by one process clears the cached lists of the other', async () => {
    const before = await nearFuture(1);
    const preview = before.find((item) => item.meetStatus === '0')!;
    expect(preview).toBeDefined();
    const later = new Date(Date.parse(preview.startTime) + 60_000);
    const ctx = { ...servers[0]!.parts.api, now: () => later };
    expect(await advanceMeetingStatuses(ctx)).toBeGreaterThan(0);
    await expect
      .poll(
        async () => (await nearFuture(1)).find((item) => item.activityId === preview.activityId)?.meetStatus ?? 'gone',
        {
          timeout: 5000,
        },
      )
      .not.toBe('0');
  });

  it('a write in one process changes the cached bytes and ETag of the other: its hot path keeps no old answer', async () => {
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
    await servers[0]!.database.execute("update activities set title_zh = title_zh || '·改' where id = $1", [
      item.activityId,
    ]);
    const { invalidateActivityCaches } = await import('@roadshow/api/services/cache/invalidate-activity-caches');
    await invalidateActivityCaches(servers[0]!.parts.api.cache);
    await expect.poll(async () => (await call(1, { 'if-none-match': etag })).statusCode, { timeout: 5000 }).toBe(200);
    const fresh = await call(1);
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
