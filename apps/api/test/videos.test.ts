import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await api.app.inject({ url, headers });
  return { status: response.statusCode, json: response.json() };
};

const play = async (videoId: unknown, headers: Record<string, string> = {}) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/roadshow/homePage/addVideoViewNum',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ videoId }),
  });
  return { status: response.statusCode, json: response.json() };
};

interface VideoJson {
  videoId: number;
  title: string;
  videoUrl: string;
  publishedAt: string;
  reportKind: number;
  viewCount: number;
}

describe('financial-report video page', () => {
  it('pages through all twelve videos, newest first, and each report kind holds its own', async () => {
    const first = (await get('/roadshow/homePage/getFinancialReportVideoPage?lang=en')).json.result;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 12 });
    const list = first.videoList as VideoJson[];
    expect(list).toHaveLength(12);
    const times = list.map((v) => Date.parse(v.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((v) => v.videoUrl === '/media/videos/demo.mp4')).toBe(true);
    expect(list[0]?.title).toMatch(/Explained$/);

    const second = (await get('/roadshow/homePage/getFinancialReportVideoPage?page=2&lang=en')).json.result;
    expect(second.videoList).toHaveLength(0);

    const perKind = await Promise.all(
      [2, 3, 4].map(async (tab) => {
        const result = (await get(`/roadshow/homePage/getFinancialReportVideoPage?tab=${tab}`)).json.result;
        expect((result.videoList as VideoJson[]).every((v) => v.reportKind === tab)).toBe(true);
        return result.total as number;
      }),
    );
    expect(perKind.reduce((a, b) => a + b, 0)).toBe(12);
  });

  it('starts with the same seven the home page shows', async () => {
    const home = (await get('/roadshow/homePage/getFinancialReportVideoList?tab=1')).json.result.videoList;
    const page = (await get('/roadshow/homePage/getFinancialReportVideoPage?tab=1')).json.result.videoList;
    expect(page.slice(0, 7).map((v: VideoJson) => v.videoId)).toEqual(home.map((v: VideoJson) => v.videoId));
  });

  it('refuses a tab or page that does not exist, in the caller’s language', async () => {
    const tab = await get('/roadshow/homePage/getFinancialReportVideoPage?tab=9&lang=en');
    expect(tab.status).toBe(400);
    expect(tab.json.errorCode).toBe('BAD_REQUEST');
    const page = await get('/roadshow/homePage/getFinancialReportVideoPage?page=0', { 'accept-language': 'zh-CN' });
    expect(page.status).toBe(400);
    expect(page.json.errorMsg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('one video', () => {
  it('answers a video in the asked language and 404 for one that does not exist', async () => {
    const [lead] = (await get('/roadshow/homePage/getFinancialReportVideoPage')).json.result.videoList as VideoJson[];
    const zh = await get(`/roadshow/homePage/getFinancialReportVideoDetail?videoId=${lead?.videoId}&lang=zh-CN`);
    expect(zh.status).toBe(200);
    expect(zh.json.result.title).toMatch(/解读$/);
    const tc = await get(`/roadshow/homePage/getFinancialReportVideoDetail?videoId=${lead?.videoId}&lang=tc`);
    expect(tc.json.result.title).toMatch(/解讀$/);
    const missing = await get('/roadshow/homePage/getFinancialReportVideoDetail?videoId=99999&lang=en');
    expect(missing.status).toBe(404);
    expect(missing.json.errorCode).toBe('NOT_FOUND');
    const bad = await get('/roadshow/homePage/getFinancialReportVideoDetail?videoId=abc&lang=en');
    expect(bad.status).toBe(400);
  });
});

describe('counting plays', () => {
  it('counts every one of many plays at once', async () => {
    const [video] = (await get('/roadshow/homePage/getFinancialReportVideoPage?tab=2')).json.result
      .videoList as VideoJson[];
    const id = video?.videoId ?? 0;
    const before = (await get(`/roadshow/homePage/getFinancialReportVideoDetail?videoId=${id}`)).json.result.viewCount;
    const answers = await Promise.all(Array.from({ length: 25 }, () => play(id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const counts = answers.map((a) => a.json.result.viewCount as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, n) => before + n + 1));
    const after = (await get(`/roadshow/homePage/getFinancialReportVideoDetail?videoId=${id}`)).json.result.viewCount;
    expect(after).toBe(before + 25);
  });

  it('refuses an unknown video, a malformed id and a foreign origin', async () => {
    expect((await play(99999)).status).toBe(404);
    const malformed = await play('x', { 'accept-language': 'en' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errorMsg).toMatch(/[a-z]/i);
    const foreign = await play(1, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
