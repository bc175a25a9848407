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

describe('value news', () => {
  it('lists the 30 seeded items newest first, 15 a page, in each language', async () => {
    const first = await get('/roadshow/news/getValueNewsList?lang=en');
    expect(first.status).toBe(200);
    expect(first.json.result.total).toBe(30);
    const items = first.json.result.newsList as { newsId: number; publishedAt: string; title: string }[];
    expect(items).toHaveLength(15);
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await get('/roadshow/news/getValueNewsList?page=2&lang=en')).json.result.newsList;
    expect(second).toHaveLength(15);
    expect(second.map((n: { newsId: number }) => n.newsId)).not.toContain(items[0]!.newsId);
    const tc = (await get('/roadshow/news/getValueNewsList?lang=tc')).json.result.newsList[0];
    expect(tc.newsId).toBe(items[0]!.newsId);
    expect(tc.title).not.toBe(items[0]!.title);
  });

  it('opens an article as plain paragraphs with the latest others beside it', async () => {
    const [item] = (await get('/roadshow/news/getValueNewsList?lang=zh-CN')).json.result.newsList;
    const detail = await get(`/roadshow/news/getValueNewsDetail?newsId=${item.newsId}&lang=zh-CN`);
    expect(detail.status).toBe(200);
    expect(detail.json.result.news.title).toBe(item.title);
    expect(detail.json.result.news.paragraphs.length).toBeGreaterThan(0);
    const latest = detail.json.result.latest as { newsId: number }[];
    expect(latest).toHaveLength(5);
    expect(latest.map((n) => n.newsId)).not.toContain(item.newsId);
  });

  it('answers an unknown article with 404 and a bad id with 400', async () => {
    expect((await get('/roadshow/news/getValueNewsDetail?newsId=99999&lang=en')).status).toBe(404);
    expect((await get('/roadshow/news/getValueNewsDetail?newsId=1%3Bdrop&lang=en')).status).toBe(400);
  });
});
