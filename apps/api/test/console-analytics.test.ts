import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveQuestions } from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest } from './support/live-fixtures.ts';

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let companyId: number;
const approver = identity.user();
const guest = identity.user();

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyId = await insertCompany(api.ctx, '600600');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: guest.user.userId, role: 'guest' });
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser) =>
  api.app.inject({ method: 'POST', url: `/roadshow/activity/${path}`, headers: { cookie: who.cookie }, payload: body });
const get = (path: string, who: FakeUser, lang = 'en') =>
  api.app.inject({ method: 'GET', url: `/roadshow/console/${path}&lang=${lang}`, headers: { cookie: who.cookie } });

describe('activity analytics', () => {
  it('counts views, visitors, sign-ups by state and day, and viewing time; exports the same', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const [a, b] = [identity.user(), identity.user()];
    for (const userId of [a.user.userId, a.user.userId, b.user.userId, '', '']) {
      await api.ctx.repos.logs.insertPageLog({
        moduleType: 'activityIndex',
        moduleId: String(activityId),
        userId,
        enterFrom: '',
        productId: 25,
      });
    }
    await api.ctx.repos.logs.insertPageLog({
      moduleType: 'activityIndex',
      moduleId: '999999',
      userId: a.user.userId,
      enterFrom: '',
      productId: 25,
    });
    expect((await post('signOrAppointment', { activityId, source: '01' }, a)).statusCode).toBe(200);
    expect((await post('signOrAppointment', { activityId, source: '01' }, b)).statusCode).toBe(200);
    expect((await post('cancelAppointment', { activityId }, b)).statusCode).toBe(200);
    const viewId = (await post('attendActivityStart', { activityId }, a)).json().result.viewId;
    clock = new Date(TEST_NOW.getTime() + 120_000);
    try {
      expect((await post('recordActivityEnd', { activityId, viewId }, a)).statusCode).toBe(200);
    } finally {
      clock = TEST_NOW;
    }

    expect((await get(`getActivityAnalytics?activityId=${activityId}`, guest)).statusCode).toBe(403);
    const figures = (await get(`getActivityAnalytics?activityId=${activityId}`, approver)).json().result;
    expect(figures).toMatchObject({
      pageViews: 5,
      uniqueVisitors: 2,
      anonymousViews: 2,
      viewers: 1,
      totalViewingSeconds: 120,
      averageViewingSeconds: 120,
      questionsAsked: 0,
      questionsAnswered: 0,
      signUpsByDay: [{ day: '2026-11-20', count: 2 }],
    });
    expect(figures.signUpsByState).toEqual([
      { state: 'pending', count: 0 },
      { state: 'approved', count: 1 },
      { state: 'rejected', count: 0 },
      { state: 'withdrawn', count: 1 },
      { state: 'waiting', count: 0 },
    ]);

    const exported = await get(`exportActivityAnalytics?activityId=${activityId}`, approver, 'zh-CN');
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet('数据统计')!.getSheetValues().slice(1) as unknown[][]).map((row) =>
      row ? row.slice(1) : [],
    );
    expect(rows[0]).toEqual(['页面浏览量', 5]);
    expect(rows[1]).toEqual(['独立访客（已登录）', 2]);
    expect(rows).toContainEqual(['已通过', 1]);
    expect(rows).toContainEqual(['2026-11-20', 2]);
  });

  it('counts a page view for the user the session names, never the userId the body claims', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const [a, b] = [identity.user(), identity.user()];
    const view = (claimed: string, who?: FakeUser) =>
      api.app.inject({
        method: 'POST',
        url: '/roadshow/insertPage/insertPageLog',
        headers: who ? { cookie: who.cookie } : {},
        payload: { moduleType: 'activityIndex', moduleId: String(activityId), userId: claimed, enterFrom: '' },
      });
    for (const answer of await Promise.all([view('', a), view(a.user.userId, b), view(a.user.userId)])) {
      expect(answer.statusCode).toBe(200);
    }
    const figures = (await get(`getActivityAnalytics?activityId=${activityId}`, approver)).json().result;
    expect(figures).toMatchObject({ pageViews: 3, uniqueVisitors: 2, anonymousViews: 1 });
  });

  it('counts the live room’s questions: asked (not deleted by the asker) and answered', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const guestId = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang' });
    const asker = identity.user();
    const ask = (state: string, deletedAt: Date | null = null) =>
      api.ctx.database.db
        .insert(liveQuestions)
        .values({ activityId, userId: asker.user.userId, askerName: 'a', guestId, text: 'q', state, deletedAt });
    await ask('open');
    await ask('answered');
    await ask('answered');
    await ask('hidden');
    await ask('open', TEST_NOW);
    const figures = (await get(`getActivityAnalytics?activityId=${activityId}`, approver)).json().result;
    expect(figures).toMatchObject({ questionsAsked: 4, questionsAnswered: 2 });
  });
});
