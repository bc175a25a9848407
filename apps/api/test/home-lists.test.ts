import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await api.app.inject({ method, url, payload: body as object | undefined });
  return { status: response.statusCode, json: response.json(), headers: response.headers };
}

describe('home lists (spec §7)', () => {
  it('near-future roadshows mix recent finished ones with the upcoming and live', async () => {
    const { status, json } = await call('POST', '/roadshow/homePage/getNearFutureRoadShowList');
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    const list = json.result.activityManageList as { meetStatus: string; kind: string; startTime: string }[];
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((item) => item.kind === 'roadshow')).toBe(true);
    const statuses = new Set(list.map((item) => item.meetStatus));
    expect(statuses.has('0')).toBe(true);
    expect([...statuses].some((s) => s === '2' || s === '3')).toBe(true);
  });

  it('recommended roadshows are recommended and put live ones first', async () => {
    const { json } = await call('POST', '/roadshow/homePage/getRecommendRoadShowList');
    const list = json.result.activityManageList as { meetStatus: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    const firstNonLive = list.findIndex((item) => item.meetStatus !== '1');
    const lastLive = list.map((item) => item.meetStatus).lastIndexOf('1');
    if (lastLive >= 0) expect(lastLive).toBeLessThan(firstNonLive === -1 ? Infinity : firstNonLive);
  });

  it('square tabs report three booleans, and each tab lists only its type', async () => {
    const tabs = await call('POST', '/roadshow/homePage/getRoadShowSquareTab');
    expect(tabs.json.result).toEqual({ all: true, performance: true, other: true });
    for (const tab of [2, 4]) {
      const { json } = await call('GET', `/roadshow/homePage/getRoadShowSquareList?tab=${tab}`);
      const list = json.result.roadShowSquareList as { squareType: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((item) => item.squareType === tab)).toBe(true);
    }
    const all = await call('GET', '/roadshow/homePage/getRoadShowSquareList');
    expect(
      new Set((all.json.result.roadShowSquareList as { squareType: number }[]).map((i) => i.squareType)).size,
    ).toBeGreaterThan(0);
  });

  it('financial videos are the latest seven, newest first', async () => {
    const { json } = await call('GET', '/roadshow/homePage/getFinancialReportVideoList?tab=1');
    const list = json.result.videoList as { publishedAt: string }[];
    expect(list).toHaveLength(7);
    const times = list.map((v) => Date.parse(v.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t <= TEST_NOW.getTime())).toBe(true);
  });

  it('hot companies are the top three by heat, nested as result.result.degreeList', async () => {
    const { json } = await call('POST', '/roadshow/homePage/gethotCompanyData', { userId: 'u1' });
    const list = json.result.result.degreeList as { degree: number; companyName: string }[];
    expect(list).toHaveLength(3);
    expect(list[0]!.degree).toBeGreaterThanOrEqual(list[1]!.degree);
    expect(list[1]!.degree).toBeGreaterThanOrEqual(list[2]!.degree);
  });

  it('banners, the home picture, classes and offline research come back', async () => {
    const banners = await call('POST', '/roadshow/homePage/getBannerConfig');
    expect((banners.json.result.bannerPicList as unknown[]).length).toBe(5);
    const picture = await call('POST', '/roadshow/homePage/getHomePicture');
    expect(picture.json.result.imageUrl).toMatch(/^\/media\//);
    const classes = await call('GET', '/roadshow/homePage/getClassroomList?tab=3');
    const classList = classes.json.result.roadShowSquareList as { kind: string }[];
    expect(classList.every((item) => item.kind === 'openClass')).toBe(true);
    const offline = await call('GET', '/roadshow/homePage/getOfflineResearchList');
    const offlineList = offline.json.result.offlineResearchList as { kind: string; location: string | null }[];
    expect(offlineList.length).toBeGreaterThan(0);
    expect(offlineList.every((item) => item.kind === 'offlineResearch' && item.location)).toBe(true);
  });
});

describe('languages', () => {
  it('answers the same list in each language, with tc converted when the seed left it empty', async () => {
    const zh = await call('GET', '/roadshow/homePage/getRoadShowSquareList?tab=1&lang=zh-CN');
    const en = await call('GET', '/roadshow/homePage/getRoadShowSquareList?tab=1&lang=en');
    const tc = await call('GET', '/roadshow/homePage/getRoadShowSquareList?tab=1&lang=tc');
    const titles = (r: typeof zh) => (r.json.result.roadShowSquareList as { title: string }[]).map((i) => i.title);
    expect(titles(en)).toHaveLength(titles(zh).length);
    expect(titles(en).join()).not.toMatch(/[\u4e00-\u9fff]{4}/);
    expect(titles(tc)).not.toEqual(titles(zh));
    expect(titles(tc).join()).not.toMatch(/说明会/);
  });

  it('takes the language from the cookie and Accept-Language when the query has none', async () => {
    const byCookie = await api.app.inject({
      method: 'POST',
      url: '/roadshow/homePage/getBannerConfig',
      cookies: { lang: 'en' },
    });
    const byHeader = await api.app.inject({
      method: 'POST',
      url: '/roadshow/homePage/getBannerConfig',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const zh = await call('POST', '/roadshow/homePage/getBannerConfig');
    const first = (body: string) => (JSON.parse(body).result.bannerPicList as { title: string }[])[0]!.title;
    expect(first(byCookie.body)).toBe(first(byHeader.body));
    expect(first(byCookie.body)).not.toBe((zh.json.result.bannerPicList as { title: string }[])[0]!.title);
  });
});

describe('bad input', () => {
  it.each(['0', '3', 'abc', '1.5', '-1'])(
    'square tab %s is refused with the field and a localized message',
    async (tab) => {
      const zh = await call('GET', `/roadshow/homePage/getRoadShowSquareList?tab=${tab}`);
      expect(zh.status).toBe(400);
      expect(zh.json).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '请求参数有误' });
      expect(zh.json.fields[0].path).toContain('tab');
      const en = await call('GET', `/roadshow/homePage/getRoadShowSquareList?tab=${tab}&lang=en`);
      expect(en.json.errorMsg).toBe('The request is not valid');
    },
  );

  it('an unknown API path answers a 404 envelope', async () => {
    const { status, json } = await call('GET', '/roadshow/homePage/nope?lang=tc');
    expect(status).toBe(404);
    expect(json).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMsg: '您訪問的內容不存在' });
  });

  it('a body that is not JSON answers 400, not 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/roadshow/insertPage/insertPageLog',
      headers: { 'content-type': 'application/json' },
      payload: '{"moduleType":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
