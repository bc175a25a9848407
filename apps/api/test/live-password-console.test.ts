import { eq } from 'drizzle-orm';
import { activityLive } from '@roadshow/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertLiveActivity } from './support/live-fixtures.ts';

// The live password set and cleared from the console live page (decision 063), as the viewer's
// check then sees it.
const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
let secretary: FakeUser;
let approver: FakeUser;
let foreignAdmin: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600501');
  const otherCompany = await insertCompany(api.ctx, '600502');
  const member = async (company: number, role: 'admin' | 'secretary' | 'approver') => {
    const user = identity.user();
    await api.ctx.repos.companyMembers.upsert({ companyId: company, userId: user.user.userId, role });
    return user;
  };
  secretary = await member(companyId, 'secretary');
  approver = await member(companyId, 'approver');
  foreignAdmin = await member(otherCompany, 'admin');
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/${path}?lang=${lang}`,
    headers: { cookie: who.cookie },
    payload: body,
  });
// A fresh viewer per check, so the check's rate limit never decides.
const check = (activityId: number, password: string) =>
  post('interact/checkLivePassword', { activityId, password }, identity.user());

async function liveRoom(password?: string) {
  return insertLiveActivity(api.ctx, companyId, { room: { password } });
}

const storedHash = async (activityId: number) =>
  (await api.ctx.database.db.select().from(activityLive).where(eq(activityLive.activityId, activityId)))[0]!
    .passwordHash;

const auditActions = async (activityId: number) =>
  ((await api.ctx.repos.audit.page({ companyId, activityId }, 1, 100)).rows as { action: string }[]).map(
    (row) => row.action,
  );

describe('the live password from the console', () => {
  it('a new password lets viewers in and the old one no longer does; stored hashed; audited', async () => {
    const activityId = await liveRoom('old-secret');
    expect((await check(activityId, 'old-secret')).statusCode).toBe(200);

    const set = await post('console/setLivePassword', { activityId, password: 'new-secret' }, secretary);
    expect(set.statusCode).toBe(200);
    expect(set.json().result.passwordRequired).toBe(true);
    const hash = await storedHash(activityId);
    expect(hash).not.toContain('new-secret');
    expect(hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);

    expect((await check(activityId, 'new-secret')).json()).toEqual({ success: true, result: { passed: true } });
    const old = await check(activityId, 'old-secret');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ errorCode: 'PASSWORD_ERROR' });
    expect(await auditActions(activityId)).toContain('live.password');
  });

  it('clearing it opens the room; the audit says so', async () => {
    const activityId = await liveRoom('to-clear');
    const cleared = await post('console/setLivePassword', { activityId, password: null }, secretary);
    expect(cleared.json().result.passwordRequired).toBe(false);
    expect(await storedHash(activityId)).toBeNull();
    expect((await check(activityId, 'anything')).json()).toEqual({ success: true, result: { passed: true } });
    expect(await auditActions(activityId)).toContain('live.passwordClear');
  });

  it('refuses a bad password in the caller’s language and keeps the old one', async () => {
    const activityId = await liveRoom('kept-one');
    for (const password of ['abc', 'has space', 'x'.repeat(33), '']) {
      const refused = await post('console/setLivePassword', { activityId, password }, secretary, 'zh-CN');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'LIVE_PASSWORD_INVALID' });
      expect(JSON.stringify(refused.json())).toContain('直播密码需为 4–32 位');
    }
    expect((await check(activityId, 'kept-one')).statusCode).toBe(200);
  });

  it('needs live.control in the activity’s company: an approver and a foreign admin get 403', async () => {
    const activityId = await liveRoom('stay-put');
    expect((await post('console/setLivePassword', { activityId, password: 'hijacked' }, approver)).statusCode).toBe(
      403,
    );
    expect((await post('console/setLivePassword', { activityId, password: 'hijacked' }, foreignAdmin)).statusCode).toBe(
      403,
    );
    expect((await check(activityId, 'stay-put')).statusCode).toBe(200);
  });

  it('a room that is not set up yet has no password to set', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'public', meetingStatus: 0 });
    const refused = await post('console/setLivePassword', { activityId, password: 'early-one' }, secretary);
    expect(refused.json()).toMatchObject({ errorCode: 'NO_WEBCAST' });
  });
});
