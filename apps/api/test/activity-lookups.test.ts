import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '@roadshow/db/schema';
import { invalidateActivityCaches } from '../src/services/cache/invalidate-activity-caches.ts';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let api: TestApi;
let activityId: number;
let sponsor: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  const companyId = await insertCompany(api.ctx, '600010');
  activityId = await insertActivity(api.ctx, { companyId });
  sponsor = identity.user();
  await api.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
});
afterAll(() => api.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, who?: FakeUser) =>
  api.app.inject({ method, url: `/roadshow/activity/${url}`, payload, headers: who ? { cookie: who.cookie } : {} });

describe('activity lookups', () => {
  it('code lists come in the asked language; an unknown list is a 400', async () => {
    const tc = await inject('POST', 'getCodeListByParam?lang=tc', { param: 'accessMode' });
    expect(tc.json().result.codeList[4]).toEqual({ code: 'invitees', name: '僅限受邀' });
    const sources = await inject('POST', 'getAttendPersonSource?lang=en', { activityId });
    expect(sources.json().result.codeList[0]).toEqual({ code: '01', name: 'Website' });
    const bad = await inject('POST', 'getCodeListByParam?lang=zh-CN', { param: 'passwords' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe('请求参数有误');
  });

  it('company association and sync company name the activity’s company; unknown activities are 404', async () => {
    const association = await inject('POST', 'getCompanyAssociation?lang=en', { activityId });
    expect(association.json().result.companyList).toEqual([
      { companyCode: '600010', companyName: '公司600010', companyLogo: null },
    ]);
    expect(
      (await inject('GET', `getActivitySyncCompany?activityId=${activityId}`)).json().result.company.companyCode,
    ).toBe('600010');
    expect((await inject('GET', 'getActivitySyncCompany?activityId=999999')).statusCode).toBe(404);
  });

  it('matches the organization type of the caller, and of another user only for the sponsor', async () => {
    const investor = identity.user();
    const type = async (query: string, who?: FakeUser) =>
      (await inject('GET', `matchOrganizationType?activityId=${activityId}${query}`, undefined, who)).json();
    expect((await type('')).result.organizationType).toBe('anonymous');
    expect((await type('', investor)).result.organizationType).toBe('investor');
    expect((await type('', sponsor)).result.organizationType).toBe('sponsor');
    expect((await type(`&userId=${investor.user.userId}`, sponsor)).result.organizationType).toBe('investor');
    expect((await type(`&userId=${sponsor.user.userId}`, investor)).errorCode).toBe('FORBIDDEN');
  });

  it('view page add score counts a view, and the GET page log is stored', async () => {
    const first = (await inject('GET', `viewPageAddScore?activityId=${activityId}`)).json().result.viewCount;
    expect((await inject('GET', `viewPageAddScore?activityId=${activityId}`)).json().result.viewCount).toBe(first + 1);
    const log = await inject('GET', `insertPageLog?moduleType=activityIndex&moduleId=${activityId}`);
    expect(log.json()).toEqual({ success: true, result: true });
    const { rows } = await api.ctx.database.execute('select module_id from page_logs where module_type = $1', [
      'activityIndex',
    ]);
    expect(rows).toEqual([{ module_id: String(activityId) }]);
  });
});

describe('detail cache', () => {
  it('serves the cached detail until an activity write clears it (status sweep included)', async () => {
    const detail = async () => (await inject('POST', 'getActivityManageDetail?lang=en', { activityId })).json().result;
    expect((await detail()).title).toBe('Test roadshow');
    await api.ctx.database.db.update(activities).set({ titleEn: 'Renamed' }).where(eq(activities.id, activityId));
    expect((await detail()).title).toBe('Test roadshow');
    await invalidateActivityCaches(api.ctx.cache);
    expect((await detail()).title).toBe('Renamed');
  });
});
