import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { createRepositories } from '../src/repositories/create-repositories.ts';
import { createDatabaseSignInfoStore } from '../src/services/sign-info/database-sign-info-store.ts';
import { createRedisSignInfoStore } from '../src/services/sign-info/redis-sign-info-store.ts';
import { openSignInfo, sealSignInfo } from '../src/services/sign-info/sign-info-crypto.ts';
import { loadSignInfo, saveSignInfo } from '../src/services/sign-info/sign-info-drafts.ts';
import type { SignInfoStore } from '../src/services/sign-info/sign-info-store.ts';

const NOW = new Date('2026-11-20T06:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const key = (userId: string, activityId = 7) => ({ userId, activityId, source: '01' });

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const stores: [string, () => SignInfoStore][] = [
  ['database', () => createDatabaseSignInfoStore(createRepositories(db.database.db).signInfo)],
];
if (process.env.REDIS_URL) {
  const prefix = `roadshow-test-${randomBytes(4).toString('hex')}:`;
  stores.push(['redis', () => createRedisSignInfoStore({ url: process.env.REDIS_URL!, keyPrefix: prefix })]);
}

// The same suite for every store (the Redis one runs where REDIS_URL is set, as in CI).
describe.each(stores)('%s sign-info store', (_name, open) => {
  let store: SignInfoStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  it('gives back what was put, and a second put replaces it', async () => {
    await store.put(key('u1'), 'first', { now: NOW, expiresAt: later(3600_000) });
    expect(await store.get(key('u1'), NOW)).toBe('first');
    await store.put(key('u1'), 'second', { now: NOW, expiresAt: later(3600_000) });
    expect(await store.get(key('u1'), NOW)).toBe('second');
  });

  it('keeps users, activities and sources apart', async () => {
    await store.put(key('u2', 1), 'a', { now: NOW, expiresAt: later(3600_000) });
    await store.put(key('u3', 1), 'b', { now: NOW, expiresAt: later(3600_000) });
    await store.put(key('u2', 2), 'c', { now: NOW, expiresAt: later(3600_000) });
    expect(await store.get(key('u2', 1), NOW)).toBe('a');
    expect(await store.get(key('u3', 1), NOW)).toBe('b');
    expect(await store.get(key('u2', 2), NOW)).toBe('c');
    expect(await store.get({ ...key('u2', 1), source: '02' }, NOW)).toBeNull();
    expect(await store.get(key('nobody'), NOW)).toBeNull();
  });

  it('keeps nothing that is already expired', async () => {
    await store.put(key('u4'), 'x', { now: NOW, expiresAt: later(3600_000) });
    await store.put(key('u4'), 'y', { now: NOW, expiresAt: NOW });
    expect(await store.get(key('u4'), NOW)).toBeNull();
  });

  it('keeps the last of many concurrent saves whole', async () => {
    const values = Array.from({ length: 20 }, (_, i) => `value-${i}`);
    await Promise.all(values.map((value) => store.put(key('u5'), value, { now: NOW, expiresAt: later(3600_000) })));
    expect(values).toContain(await store.get(key('u5'), NOW));
  });
});

describe.runIf(process.env.REDIS_URL)('redis sign-info store expiry', () => {
  it('gives the key the time left as its TTL', async () => {
    const keyPrefix = `roadshow-test-${randomBytes(4).toString('hex')}:`;
    const store = createRedisSignInfoStore({ url: process.env.REDIS_URL!, keyPrefix });
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      await store.put(key('t1'), 'x', { now: NOW, expiresAt: later(60_000) });
      const ttl = await redis.pttl(`${keyPrefix}01:7:t1`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await redis.quit();
      await store.close();
    }
  });
});

describe('database sign-info store expiry', () => {
  it('stops answering at the expiry and sweeps expired rows on the next write', async () => {
    const repos = createRepositories(db.database.db);
    const store = createDatabaseSignInfoStore(repos.signInfo);
    await store.put(key('e1'), 'old', { now: NOW, expiresAt: later(60_000) });
    expect(await store.get(key('e1'), later(59_000))).toBe('old');
    expect(await store.get(key('e1'), later(60_000))).toBeNull();
    await store.put(key('e2'), 'new', { now: later(120_000), expiresAt: later(3600_000) });
    const rows = await db.database.execute("select user_id from sign_info_drafts where user_id = 'e1'");
    expect(rows.rows).toHaveLength(0);
  });
});

/** The sealed value with one bit of its cipher text changed (editing base64 text may not change a byte). */
function flipLastDataByte(sealed: string): string {
  const parts = sealed.split('.');
  const data = Buffer.from(parts[3] ?? '', 'base64url');
  data[data.length - 1] = (data[data.length - 1] ?? 0) ^ 1;
  return [...parts.slice(0, 3), data.toString('base64url')].join('.');
}

describe('sign-info encryption', () => {
  it('round-trips and refuses another secret, another key or a tampered value', () => {
    const sealed = sealSignInfo('{"name":"李明"}', 'secret', '01:7:u1');
    expect(sealed).not.toContain('李明');
    expect(openSignInfo(sealed, 'secret', '01:7:u1')).toBe('{"name":"李明"}');
    expect(openSignInfo(sealed, 'other', '01:7:u1')).toBeNull();
    expect(openSignInfo(sealed, 'secret', '01:7:u2')).toBeNull();
    expect(openSignInfo(flipLastDataByte(sealed), 'secret', '01:7:u1')).toBeNull();
    expect(openSignInfo('garbage', 'secret', '01:7:u1')).toBeNull();
  });

  it('saves a draft encrypted and loads it back for the same user only', async () => {
    const repos = createRepositories(db.database.db);
    const ctx = {
      signInfo: createDatabaseSignInfoStore(repos.signInfo),
      config: { tokenSecret: 'test-secret', allowedOrigins: [], listCacheTtlMs: 1 },
      now: () => NOW,
    };
    await saveSignInfo(ctx, key('d1'), { name: '李明', certificateNumber: '11010519491231002X', documentType: 0 });
    const raw = await repos.signInfo.findLive(key('d1'), NOW);
    expect(raw).not.toContain('11010519491231002X');
    expect(await loadSignInfo(ctx, key('d1'))).toEqual({
      form: { name: '李明', certificateNumber: '11010519491231002X', documentType: 0 },
      savedAt: NOW.toISOString(),
    });
    expect(await loadSignInfo(ctx, key('d2'))).toBeNull();
    expect(await loadSignInfo({ ...ctx, now: () => later(24 * 3600_000) }, key('d1'))).toBeNull();
  });
});
