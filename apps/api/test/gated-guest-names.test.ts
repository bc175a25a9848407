import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityGuests, topics } from '@roadshow/db/schema';
import { reindexSearchText } from '../src/services/search/reindex-search-text.ts';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';

// Decision 016: guests of whitelist and invitee-only activities are for the listed only. Every
// public list, topic, company and search answer must leave them off, in every language.

let api: TestApi;
let publicId: number;
const gatedIds: number[] = [];
let topicId: number;
const COMPANY = '600901';

beforeAll(async () => {
  api = await buildTestApi({ seed: false });
  const { db } = api.ctx.database;
  const companyId = await insertCompany(api.ctx, COMPANY);
  const [topic] = await db
    .insert(topics)
    .values({ titleZh: '专题', startAt: api.ctx.now(), endAt: new Date(api.ctx.now().getTime() + 86_400_000) })
    .returning({ id: topics.id });
  topicId = topic!.id;
  const soon = new Date(api.ctx.now().getTime() + 60_000);
  const common = {
    companyId,
    topicId,
    recommended: true,
    squareType: 2,
    startAt: soon,
    endAt: new Date(soon.getTime() + 3_600_000),
  };
  const guest = (activityId: number, name: string) => ({
    activityId,
    nameZh: `${name}甲`,
    nameEn: `${name} en`,
    nameTc: `${name}乙`,
  });
  for (const accessMode of ['whitelist', 'invitees'] as const) {
    const id = await insertActivity(api.ctx, {
      ...common,
      accessMode,
      titleZh: `闭门会${accessMode}`,
      titleEn: `Closed ${accessMode}`,
    });
    gatedIds.push(id);
    await db.insert(activityGuests).values(guest(id, `Hidden${accessMode}`));
  }
  publicId = await insertActivity(api.ctx, {
    ...common,
    accessMode: 'public',
    titleZh: '公开路演',
    titleEn: 'Open roadshow',
  });
  await db.insert(activityGuests).values(guest(publicId, 'OpenGuest'));
  await reindexSearchText(api.ctx);
});
afterAll(() => api.close());

const PUBLIC_ANSWERS = [
  ['POST', '/homePage/getNearFutureRoadShowList'],
  ['POST', '/homePage/getRecommendRoadShowList'],
  ['GET', '/homePage/getRoadShowSquareList?tab=1'],
  ['GET', '/homePage/getRoadShowSquareList?tab=2'],
  ['GET', '/search/searchActivities?searchValue=%E9%97%AD%E9%97%A8%E4%BC%9A'],
  ['GET', '/search/searchActivities?searchValue='],
  ['GET', `/activityTheme/getActivityThemeDetail?themeId=TOPIC`],
  ['GET', `/activity/getCompanyIntroduction?companyCode=${COMPANY}`],
  ['POST', '/activity/getRelatedActivityList'],
] as const;

describe('guest names of list-gated activities', () => {
  it('appear in no public list, topic, company, related or search answer, in any language', async () => {
    for (const lang of ['zh-CN', 'en', 'tc']) {
      for (const [method, path] of PUBLIC_ANSWERS) {
        const url = path.replace('TOPIC', String(topicId)).replace('PUBLIC', String(publicId));
        const answer = await api.app.inject({
          method,
          url: `/roadshow${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
          ...(method === 'POST' ? { payload: { activityId: publicId } } : {}),
        });
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
        // The gated activities themselves are listed (their cards are public) ...
        for (const id of gatedIds) expect(answer.body, url).toContain(`"activityId":${id},`);
        // ... but never their guests.
        expect(answer.body, url).not.toMatch(/Hidden/);
      }
    }
  });

  it('still shows the guests of a public activity on its card', async () => {
    const answer = await api.app.inject({ method: 'POST', url: '/roadshow/homePage/getRecommendRoadShowList?lang=en' });
    const cards = answer.json().result.activityManageList as { activityId: number; guestNames: string[] }[];
    expect(cards.find((card) => card.activityId === publicId)?.guestNames).toEqual(['OpenGuest en']);
  });

  it('does not find a list-gated activity by its guest name', async () => {
    for (const term of ['Hiddenwhitelist', 'Hiddeninvitees甲', 'OpenGuest']) {
      const answer = await api.app.inject({
        method: 'GET',
        url: `/roadshow/search/searchActivities?searchValue=${encodeURIComponent(term)}&lang=en`,
      });
      expect(answer.statusCode).toBe(200);
      const titles = (answer.json().result.roadShowSquareList as { title: string }[]).map((card) => card.title);
      if (term === 'OpenGuest') expect(titles).toEqual(['Open roadshow']);
      else expect(titles, term).toEqual([]);
    }
  });
});
