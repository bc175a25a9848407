import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ url });
  return { status: response.statusCode, json: response.json() };
};

describe('event topics', () => {
  it('lists the eight seeded topics with their states and activity counts, in each language', async () => {
    const zh = await get('/roadshow/activityTheme/getActivityThemeList?lang=zh-CN');
    expect(zh.status).toBe(200);
    const list = zh.json.result.themeList as { themeId: number; title: string; state: string; activityCount: number }[];
    expect(zh.json.result.total).toBe(8);
    expect(list).toHaveLength(8);
    expect(list.some((topic) => topic.activityCount > 0)).toBe(true);
    expect(new Set(list.map((topic) => topic.state)).size).toBeGreaterThan(1);
    const en = await get('/roadshow/activityTheme/getActivityThemeList?lang=en');
    expect(en.json.result.themeList[0].themeId).toBe(list[0]!.themeId);
    expect(en.json.result.themeList[0].title).not.toBe(list[0]!.title);
    expect(en.json.result.themeList[0].title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('shows a topic with exactly its published activities, live first', async () => {
    const list = (await get('/roadshow/activityTheme/getActivityThemeList?lang=en')).json.result.themeList;
    const topic = list.find((t: { activityCount: number }) => t.activityCount > 1);
    const detail = await get(`/roadshow/activityTheme/getActivityThemeDetail?themeId=${topic.themeId}&lang=en`);
    expect(detail.status).toBe(200);
    expect(detail.json.result.theme.themeId).toBe(topic.themeId);
    const activities = detail.json.result.activityManageList as { meetStatus: string }[];
    expect(activities).toHaveLength(topic.activityCount);
    const firstNotLive = activities.findIndex((a) => a.meetStatus !== '1');
    expect(
      activities.slice(firstNotLive === -1 ? activities.length : firstNotLive).every((a) => a.meetStatus !== '1'),
    ).toBe(true);
  });

  it('answers an unknown topic with 404 and a bad id with 400, in the request language', async () => {
    const missing = await get('/roadshow/activityTheme/getActivityThemeDetail?themeId=99999&lang=en');
    expect(missing.status).toBe(404);
    expect(missing.json.errorMsg).toBe('What you are looking for does not exist');
    for (const bad of ['abc', '0', '-1', "1'or'1'='1"]) {
      const answer = await get(
        `/roadshow/activityTheme/getActivityThemeDetail?themeId=${encodeURIComponent(bad)}&lang=tc`,
      );
      expect(answer.status).toBe(400);
      expect(answer.json.errorMsg).toBe('請求參數有誤');
    }
  });

  it('pages past the end to an empty list, not an error', async () => {
    const far = await get('/roadshow/activityTheme/getActivityThemeList?page=9&lang=en');
    expect(far.status).toBe(200);
    expect(far.json.result.themeList).toEqual([]);
  });
});
