import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { activityFields } from './support/console-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
const admin = identity.user();
const secretary = identity.user();
const c = contract.console;

async function call(entry: CallDefinition, input: object, who: FakeUser | null, lang = 'en') {
  const query = new URLSearchParams({ lang, ...(entry.method === 'GET' ? (input as Record<string, string>) : {}) });
  return api.app.inject({
    method: entry.method,
    url: `/roadshow${entry.path}?${query.toString()}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(entry.method === 'POST' ? { payload: input } : {}),
  });
}
const publicDetail = (activityId: number, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/activity/getActivityManageDetail?lang=${lang}`,
    payload: { activityId },
  });

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600400');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: admin.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
});
afterAll(() => api.close());

describe('activities in the console', () => {
  it('create (unpublished), edit, publish by the admin only, and the public page follows at once', async () => {
    const created = await call(c.saveActivity, { fields: activityFields(companyId) }, secretary);
    expect(created.statusCode).toBe(200);
    const { activityId, published } = created.json().result;
    expect(published).toBe(false);
    expect((await publicDetail(activityId)).statusCode).toBe(404);

    const tc = await call(c.convertToTraditional, { texts: ['年度业绩说明会'] }, secretary);
    expect(tc.json().result.texts).toEqual(['年度業績說明會']);
    const edited = await call(
      c.saveActivity,
      { activityId, fields: { ...activityFields(companyId), titleTc: '年度業績說明會', quota: 3 } },
      secretary,
    );
    expect(edited.json().result.fields).toMatchObject({
      titleTc: '年度業績說明會',
      quota: 3,
      titleEn: 'Annual results briefing',
    });

    expect((await call(c.setActivityPublished, { activityId, published: true }, secretary)).statusCode).toBe(403);
    expect((await call(c.setActivityPublished, { activityId, published: true }, admin)).json().result.published).toBe(
      true,
    );
    const shown = await publicDetail(activityId, 'tc');
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().result)).toContain('年度業績說明會');

    // Unpublishing hides it again, through the cache.
    await call(c.setActivityPublished, { activityId, published: false }, admin);
    expect((await publicDetail(activityId)).statusCode).toBe(404);

    const list = (await call(c.listActivities, { companyId }, secretary, 'tc')).json().result.activities;
    expect(list).toMatchObject([{ activityId, title: '年度業績說明會', published: false, quota: 3, signUpCount: 0 }]);

    const log = (await call(c.listAuditLog, { companyId }, admin)).json().result.entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'activity.unpublish',
      'activity.publish',
      'activity.edit',
      'activity.create',
    ]);
    expect(log[2].detail.changed).toEqual(expect.arrayContaining(['titleTc', 'quota']));
  });

  it('copy keeps the fields, not the sign-ups, and is unpublished', async () => {
    const { activityId } = (await call(c.saveActivity, { fields: activityFields(companyId) }, admin)).json().result;
    await call(c.setActivityPublished, { activityId, published: true }, admin);
    const copy = (await call(c.copyActivity, { activityId }, secretary)).json().result;
    expect(copy.activityId).not.toBe(activityId);
    expect(copy.published).toBe(false);
    expect(copy.fields.titleZh).toBe('年度业绩说明会');
  });

  it('cancel: admins only, the activity reads as ended, everyone signed up is told once', async () => {
    const { activityId } = (await call(c.saveActivity, { fields: activityFields(companyId) }, admin)).json().result;
    await call(c.setActivityPublished, { activityId, published: true }, admin);
    const investors = [identity.user(), identity.user({ mobile: '13700137001' })];
    const sign = (who: FakeUser) =>
      api.app.inject({
        method: 'POST',
        url: '/roadshow/activity/signOrAppointment?lang=tc',
        headers: { cookie: who.cookie },
        payload: { activityId, source: '01' },
      });
    for (const who of investors) expect((await sign(who)).statusCode).toBe(200);

    expect((await call(c.cancelActivity, { activityId, reason: 'Postponed' }, secretary)).statusCode).toBe(403);
    const cancelled = await call(c.cancelActivity, { activityId, reason: '日程调整' }, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().result).toMatchObject({ notified: 2, activity: { fields: { meetingStatus: 3 } } });
    expect(cancelled.json().result.activity.cancelledAt).not.toBeNull();
    const outbox = (await api.ctx.repos.notifications.latest(20)).filter((row) => row.activityId === activityId);
    expect(outbox.map((row) => [row.kind, row.channel, row.recipient, row.status]).sort()).toEqual(
      [
        ['cancel', 'sms', investors[0]!.user.mobile, 'sent'],
        ['cancel', 'sms', '13700137001', 'sent'],
      ].sort(),
    );
    expect(outbox[0]!.body).toContain('已由主辦方取消：日程调整');
    // Again: nobody is told twice.
    expect((await call(c.cancelActivity, { activityId, reason: '日程调整' }, admin)).json().result.notified).toBe(0);
    const late = await sign(identity.user());
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('SIGN_UP_DEADLINE_PASSED');
  });

  it('bad input answers 400 on the field in the request language', async () => {
    const answer = await call(
      c.saveActivity,
      { fields: { ...activityFields(companyId), titleZh: ' ', endAt: '2026-11-30T00:00:00.000Z' } },
      admin,
      'zh-CN',
    );
    expect(answer.statusCode).toBe(400);
    const messages = answer
      .json()
      .fields.map((field: { path: string; message: string }) => [field.path, field.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['body.fields.titleZh', '有必填项未填写'],
        ['body.fields.endAt', '结束时间须晚于开始时间'],
      ]),
    );
  });
});
