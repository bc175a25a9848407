import { eq } from 'drizzle-orm';
import { activities } from '@roadshow/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

const HOST = 'roadshow.example';
const shorten = async (url: string, lang = 'en') => {
  const response = await api.app.inject({
    url: '/roadshow/share/getShortLink',
    query: { url, lang },
    headers: { host: HOST },
  });
  return { status: response.statusCode, json: response.json() };
};
const original = async (code: string, lang = 'en') => {
  const response = await api.app.inject({ url: '/roadshow/share/getOriginalLink', query: { code, lang } });
  return { status: response.statusCode, json: response.json() };
};

describe('short links', () => {
  it('shortens a page of the site to /s/<code> and resolves the code back to the page', async () => {
    const { status, json } = await shorten('/tab/activityThemeDetail?themeId=1');
    expect(status).toBe(200);
    const link = json.result;
    expect(link.code).toMatch(/^[2-9A-HJ-NP-Za-km-z]{8}$/);
    expect(link.shortPath).toBe(`/s/${link.code}`);
    expect(link.shortUrl).toBe(`http://${HOST}/s/${link.code}`);
    expect(link.originalUrl).toBe('/tab/activityThemeDetail?themeId=1');
    const back = await original(link.code);
    expect(back.status).toBe(200);
    expect(back.json.result.originalUrl).toBe('/tab/activityThemeDetail?themeId=1');
  });

  it('gives the same URL the same code, whether written as a path or on the site host', async () => {
    const a = (await shorten('/tab/flashNews?newsId=3')).json.result.code;
    const b = (await shorten(`http://${HOST}/tab/flashNews?newsId=3`)).json.result.code;
    const c = (await shorten('/tab/flashNews?newsId=4')).json.result.code;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('gives one code when many requests shorten the same new URL at once', async () => {
    const url = '/tab/activityThemeDetail?themeId=2&from=burst';
    const answers = await Promise.all(Array.from({ length: 25 }, () => shorten(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(new Set(answers.map((answer) => answer.json.result.code)).size).toBe(1);
  });

  it('keeps login tickets out of shared links', async () => {
    const link = (await shorten('/tab/flashNews?ticket=ST-secret&page=2')).json.result;
    expect(link.originalUrl).toBe('/tab/flashNews?page=2');
  });

  it('accepts an allowed partner origin but no other site: no open redirector', async () => {
    const partner = await shorten('https://partner.example/ir/page');
    expect(partner.status).toBe(200);
    expect(partner.json.result.originalUrl).toBe('https://partner.example/ir/page');
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      'https:evil.example',
      `http://${HOST}@evil.example/`,
      'javascript:alert(1)',
      '/\\evil.example',
      'data:text/html,hi',
    ]) {
      const answer = await shorten(url);
      expect(answer.status, url).toBe(400);
      expect(answer.json.errorCode, url).toBe('SHARE_URL_NOT_ALLOWED');
    }
  });

  it('answers bad input with 400 in the request language and unknown codes with 404', async () => {
    const missing = await api.app.inject({ url: '/roadshow/share/getShortLink?lang=tc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMsg).toBe('請提供要分享的頁面連結');
    const tooLong = await shorten(`/tab/flashNews?q=${'x'.repeat(2100)}`, 'zh-CN');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errorMsg).toBe('只能为本站的页面生成短链接');
    const foreign = await shorten('https://evil.example/', 'en');
    expect(foreign.json.errorMsg).toBe('Short links can only be made for pages of this site');
    const badCode = await original('abc', 'en');
    expect(badCode.status).toBe(400);
    expect(badCode.json.errorMsg).toBe('The short link is not in the right format');
    const unknown = await original('zzzzzzzz', 'zh-CN');
    expect(unknown.status).toBe(404);
    expect(unknown.json.errorCode).toBe('NOT_FOUND');
  });
});

describe('app share URL', () => {
  const share = async (body: unknown, lang = 'en') => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/roadshow/share/getAppShareUrl?lang=${lang}`,
      payload: body as object,
    });
    return { status: response.statusCode, json: response.json() };
  };

  it('gives the app deep link, the H5 page and the desktop page of an activity and a topic', async () => {
    const activity = await share({ type: 'activity', id: 1 }, 'tc');
    expect(activity.status).toBe(200);
    expect(activity.json.result).toMatchObject({
      appUrl: 'roadshow://activity?activityId=1&lang=tc',
      h5Url: '/h5/activity?activityId=1&lang=tc',
      webUrl: '/tab/activityIndex?activityId=1',
    });
    expect(activity.json.result.title).toMatch(/\S/);
    const topic = await share({ type: 'theme', id: '2' });
    expect(topic.json.result.webUrl).toBe('/tab/activityThemeDetail?themeId=2');
    expect(topic.json.result.h5Url).toBe('/h5/theme?themeId=2&lang=en');
  });

  it('shares a listed company by stock code', async () => {
    const [company] = await api.ctx.database.db.query.companies.findMany({ limit: 1 });
    const answer = await share({ type: 'company', id: company!.code });
    expect(answer.status).toBe(200);
    expect(answer.json.result.webUrl).toBe(`/tab/listedCompany?companyCode=${company!.code}`);
  });

  it('answers 404 for unknown things and 400 with a message for a bad type or id', async () => {
    expect((await share({ type: 'activity', id: 999999 })).status).toBe(404);
    expect((await share({ type: 'company', id: 'NOPE0' })).status).toBe(404);
    const badType = await share({ type: 'video', id: 1 }, 'zh-CN');
    expect(badType.status).toBe(400);
    expect(badType.json.errorMsg).toBe('请指定要分享的活动、专题或公司');
    const badId = await share({ type: 'activity', id: '1; drop table' }, 'en');
    expect(badId.status).toBe(400);
    expect(badId.json.errorCode).toBe('SHARE_TARGET_INVALID');
  });
});

describe('activity calendar file', () => {
  const calendar = (query: string) =>
    api.app.inject({ url: `/roadshow/activity/getActivityCalendar?${query}`, headers: { host: HOST } });

  it('downloads a published activity as text/calendar in the request language', async () => {
    const zh = await calendar('activityId=1&lang=zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(zh.headers['content-disposition']).toBe('attachment; filename="roadshow-activity-1.ics"');
    const lines = zh.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:activity-1@roadshow');
    expect(lines).toContain(`URL:http://${HOST}/tab/activityIndex?activityId=1`);
    expect(lines).toContain('TRIGGER:-PT30M');
    expect(lines.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    const en = await calendar('activityId=1&lang=en');
    const summaryOf = (body: string) =>
      body
        .replace(/\r\n /g, '')
        .split('\r\n')
        .find((line) => line.startsWith('SUMMARY'));
    expect(summaryOf(en.body)).toMatch(/^SUMMARY;LANGUAGE=en:/);
    expect(summaryOf(zh.body)).toMatch(/^SUMMARY;LANGUAGE=zh-CN:/);
    expect(summaryOf(en.body)).not.toBe(summaryOf(zh.body));
  });

  it('answers 404 for unknown or unpublished activities and 400 for a bad id', async () => {
    expect((await calendar('activityId=999999')).statusCode).toBe(404);
    await api.ctx.database.db.update(activities).set({ published: false }).where(eq(activities.id, 2));
    expect((await calendar('activityId=2&lang=en')).statusCode).toBe(404);
    const bad = await calendar('activityId=abc&lang=tc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe('活動編號不正確');
  });
});
