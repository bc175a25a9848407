import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceMeetingStatuses } from '../src/services/jobs/advance-meeting-statuses.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';

let api: TestApi;
let clock = TEST_NOW;
beforeAll(async () => {
  api = await buildTestApi({ now: () => clock });
});
afterAll(() => api.close());

const NEAR_FUTURE = '/roadshow/homePage/getNearFutureRoadShowList';
const SQUARE = '/roadshow/homePage/getRoadShowSquareList?tab=1';

const post = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url, headers });
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('cached list answers', () => {
  it('answers a repeat with the same bytes and ETag, and 304 to a client that holds them', async () => {
    const first = await get(SQUARE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (let i = 0; i < 3; i += 1) {
      const again = await get(SQUARE);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
    const revalidated = await get(SQUARE, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(SQUARE, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the compressed copy to a client that accepts br, the same JSON inside', async () => {
    const plain = await post(NEAR_FUTURE);
    for (let i = 0; i < 2; i += 1) {
      const packed = await post(NEAR_FUTURE, { 'accept-encoding': 'gzip, deflate, br' });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('keeps languages apart on repeats: query, cookie and Accept-Language', async () => {
    const titles = async (headers: Record<string, string>, query = '') =>
      (await post(`${NEAR_FUTURE}${query}`, headers))
        .json()
        .result.activityManageList.map((item: { title: string }) => item.title) as string[];
    const zh = await titles({});
    for (let i = 0; i < 2; i += 1) {
      const en = await titles({}, '?lang=en');
      const byCookie = await titles({ cookie: 'lang=en' });
      const byHeader = await titles({ 'accept-language': 'en-US,en;q=0.9' });
      expect(en).not.toEqual(zh);
      expect(byCookie).toEqual(en);
      expect(byHeader).toEqual(en);
      expect(await titles({})).toEqual(zh);
    }
  });

  it('never answers a request with a body from another one: the key lies in the body', async () => {
    const detail = async (activityId: number) =>
      (
        await api.app.inject({
          method: 'POST',
          url: '/roadshow/activity/getActivityManageDetail',
          payload: { activityId },
        })
      ).json().result;
    for (let i = 0; i < 2; i += 1) {
      expect((await detail(1)).activityId).toBe(1);
      expect((await detail(2)).activityId).toBe(2);
    }
  });

  it('shows a write on the very next request, and a new ETag to a client that held the old bytes', async () => {
    const list = async (headers: Record<string, string> = {}) => post(NEAR_FUTURE, headers);
    const first = await list();
    await list(); // now answered from the hot path
    const etag = String(first.headers.etag);
    const preview = (first.json().result.activityManageList as { activityId: number; meetStatus: string }[]).find(
      (item) => item.meetStatus === '0',
    );
    expect(preview).toBeDefined();
    const [row] = (
      await api.ctx.database.execute('select start_at from activities where id = $1', [preview!.activityId])
    ).rows;
    clock = new Date(new Date(row!.start_at as string).getTime() + 60_000);
    try {
      expect(await advanceMeetingStatuses(api.ctx)).toBeGreaterThan(0);
    } finally {
      clock = TEST_NOW;
    }
    const after = await list({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const moved = (after.json().result.activityManageList as { activityId: number; meetStatus: string }[]).find(
      (item) => item.activityId === preview!.activityId,
    );
    expect(moved?.meetStatus ?? 'gone').not.toBe('0');
  });
});
