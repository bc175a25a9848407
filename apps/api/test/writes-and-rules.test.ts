import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOR_LOG_DEFAULTS, PAGE_VIEW_PRODUCT_ID } from '@roadshow/contracts/tracking';
import { advanceMeetingStatuses } from '../src/services/jobs/advance-meeting-statuses.ts';
import { verifyAnonymousToken } from '../src/services/tokens/anonymous-token.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';

let api: TestApi;
let clock = TEST_NOW;
beforeAll(async () => {
  api = await buildTestApi({ now: () => clock });
});
afterAll(() => api.close());

const rows = async (sql: string, params: unknown[] = []) => (await api.ctx.database.execute(sql, params)).rows;

describe('getAccessToken', () => {
  it('issues a signed token that verifies, and a tampered one that does not', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/roadshow/indexHome/getAccessToken' });
    const token = response.json().result as string;
    expect(verifyAnonymousToken('test-secret', token, TEST_NOW)).toBe(true);
    expect(verifyAnonymousToken('other-secret', token, TEST_NOW)).toBe(false);
    expect(verifyAnonymousToken('test-secret', `${token.slice(0, -2)}xx`, TEST_NOW)).toBe(false);
    expect(verifyAnonymousToken('test-secret', token, new Date(TEST_NOW.getTime() + 25 * 3600_000))).toBe(false);
  });
});

describe('addActivityViewNum', () => {
  it('counts every one of 20 simultaneous views', async () => {
    const [before] = await rows('select view_count from activities where id = 1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({ method: 'GET', url: '/roadshow/homePage/addActivityViewNum?activityId=1' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [after] = await rows('select view_count from activities where id = 1');
    expect(Number(after!.view_count) - Number(before!.view_count)).toBe(20);
  });

  it('answers 404 for an activity that does not exist and 400 for a bad id', async () => {
    const missing = await api.app.inject({
      method: 'GET',
      url: '/roadshow/homePage/addActivityViewNum?activityId=999999',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/roadshow/homePage/addActivityViewNum?activityId=1%27%20or%201=1',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('insertPageLog stores the page view with product id 25', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/roadshow/insertPage/insertPageLog',
      payload: { moduleType: 'activityIndex', moduleId: '12', userId: '', enterFrom: 'https://ref.example/' },
    });
    expect(response.json()).toEqual({ success: true, result: true });
    const [row] = await rows("select * from page_logs where module_type = 'activityIndex'");
    expect(row).toMatchObject({
      module_id: '12',
      product_id: PAGE_VIEW_PRODUCT_ID,
      enter_from: 'https://ref.example/',
    });
  });

  it('the behaviour log keeps the record and refuses one without its text', async () => {
    const ok = await api.app.inject({
      method: 'POST',
      url: '/roadshow/log/userBehaviorLog',
      payload: { ...BEHAVIOR_LOG_DEFAULTS, bhvText: 'nav:home', userId: 'u9' },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await rows('select record from behavior_logs order by id desc limit 1');
    expect(row!.record).toMatchObject({
      bhvText: 'nav:home',
      productId: '33',
      moduleId: '6101',
      pageId: '0004',
      platform: 'pc',
    });
    const bad = await api.app.inject({
      method: 'POST',
      url: '/roadshow/log/userBehaviorLog?lang=en',
      payload: { ...BEHAVIOR_LOG_DEFAULTS },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.some((f: { path: string }) => f.path.includes('bhvText'))).toBe(true);
  });
});

describe('origin check (CSRF)', () => {
  const post = (headers: Record<string, string>) =>
    api.app.inject({ method: 'POST', url: '/roadshow/indexHome/getAccessToken?lang=en', headers });

  it('refuses a mutating call from a foreign origin, in the caller language', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errorCode: 'ORIGIN_REJECTED',
      errorMsg: 'Requests from this origin are not allowed',
    });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets the own origin, an allowed origin and non-browser callers through', async () => {
    expect((await post({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await post({ origin: 'https://partner.example' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });
});

describe('hot-list cache', () => {
  it('serves the cached list until a status change invalidates it', async () => {
    const list = async () =>
      (await api.app.inject({ method: 'POST', url: '/roadshow/homePage/getNearFutureRoadShowList' })).json().result
        .activityManageList as { activityId: number; meetStatus: string }[];
    const first = await list();
    const preview = first.find((item) => item.meetStatus === '0');
    expect(preview).toBeDefined();

    // Straight to the table, behind the service's back: the cached answer must not change.
    await api.ctx.database.execute('update activities set meeting_status = 3 where id = $1', [preview!.activityId]);
    expect((await list()).find((item) => item.activityId === preview!.activityId)?.meetStatus).toBe('0');
    await api.ctx.database.execute('update activities set meeting_status = 0 where id = $1', [preview!.activityId]);

    // Time passes until the preview starts; the sweep moves it and clears the lists.
    const [row] = await rows('select start_at from activities where id = $1', [preview!.activityId]);
    clock = new Date(new Date(row!.start_at as string).getTime() + 60_000);
    expect(await advanceMeetingStatuses(api.ctx)).toBeGreaterThan(0);
    const after = await list();
    const moved = after.find((item) => item.activityId === preview!.activityId);
    expect(moved?.meetStatus ?? 'gone').not.toBe('0');
    clock = TEST_NOW;
  });
});
