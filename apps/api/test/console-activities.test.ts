import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { insertLiveRoom } from './support/live-fixtures.ts';
import { activityFields } from './support/console-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
const admin = identity.user();
const secretary = identity.user();
const approver = identity.user();
const operator = identity.user({ role: 'operator' });
const c = contract.console;

const call = (entry: CallDefinition, input: object, who: FakeUser | null, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);
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
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
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

  it('copy keeps the fields, not the sign-ups, is unpublished and titled as a copy in each language', async () => {
    const { activityId } = (
      await call(c.saveActivity, { fields: { ...activityFields(companyId), titleTc: '年度業績說明會' } }, admin)
    ).json().result;
    await call(c.setActivityPublished, { activityId, published: true }, admin);
    const copy = (await call(c.copyActivity, { activityId }, secretary)).json().result;
    expect(copy.activityId).not.toBe(activityId);
    expect(copy.published).toBe(false);
    expect(copy.fields).toMatchObject({
      titleZh: '年度业绩说明会（副本）',
      titleEn: 'Annual results briefing (copy)',
      titleTc: '年度業績說明會（副本）',
      meetingStatus: 0,
      // Still ahead: the times stay.
      startAt: '2026-12-01T02:00:00.000Z',
    });
  });

  it('a copy of a cancelled, past activity is a fresh unpublished preview, its times moved on by weeks', async () => {
    const startAt = new Date(TEST_NOW.getTime() - 10 * 86_400_000);
    const activityId = await insertActivity(api.ctx, {
      companyId,
      titleZh: '中期业绩会',
      titleEn: null,
      published: true,
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
    });
    await call(
      c.saveActivity,
      {
        activityId,
        fields: {
          ...activityFields(companyId),
          titleZh: '中期业绩会',
          titleEn: null,
          startAt: startAt.toISOString(),
          endAt: new Date(startAt.getTime() + 3_600_000).toISOString(),
          signUpEndAt: new Date(startAt.getTime() - 3_600_000).toISOString(),
          agenda: [
            {
              startAt: startAt.toISOString(),
              endAt: new Date(startAt.getTime() + 1_800_000).toISOString(),
              titleZh: '开场',
            },
          ],
        },
      },
      admin,
    );
    expect((await call(c.cancelActivity, { activityId, reason: '延期' }, admin)).statusCode).toBe(200);
    const copy = (await call(c.copyActivity, { activityId }, secretary, 'tc')).json().result;
    const weeks2 = 14 * 86_400_000;
    expect(copy).toMatchObject({ published: false, cancelledAt: null });
    expect(copy.fields).toMatchObject({
      titleZh: '中期业绩会（副本）',
      titleEn: null,
      meetingStatus: 0,
      startAt: new Date(startAt.getTime() + weeks2).toISOString(),
      signUpEndAt: new Date(startAt.getTime() - 3_600_000 + weeks2).toISOString(),
    });
    expect(copy.fields.agenda[0].startAt).toBe(new Date(startAt.getTime() + weeks2).toISOString());
    // The copy can be edited, decided and published like any new activity.
    const edited = await call(
      c.saveActivity,
      { activityId: copy.activityId, fields: activityFields(companyId) },
      admin,
    );
    expect(edited.statusCode).toBe(200);
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

describe('a cancelled activity is final (decision 075)', () => {
  it('edits, files, meeting status, decisions and invitations answer 409 in the caller’s language', async () => {
    const { activityId } = (await call(c.saveActivity, { fields: activityFields(companyId) }, admin)).json().result;
    await call(c.setActivityPublished, { activityId, published: true }, admin);
    const investor = identity.user();
    const signed = await api.app.inject({
      method: 'POST',
      url: '/roadshow/activity/signOrAppointment',
      headers: { cookie: investor.cookie },
      payload: { activityId, source: '01' },
    });
    expect(signed.json().result.state).toBe('pending');
    const signUpId = (await api.ctx.repos.signUps.list(activityId))[0]!.id;
    await call(c.addToAccessList, { activityId, text: '13800138000' }, admin);
    await insertLiveRoom(api.ctx, activityId);
    expect((await call(c.cancelActivity, { activityId, reason: '日程调整' }, admin)).statusCode).toBe(200);

    const refusals = {
      edit: await call(c.saveActivity, { activityId, fields: activityFields(companyId) }, secretary, 'zh-CN'),
      meetingStatus: await call(
        c.saveActivity,
        { activityId, fields: { ...activityFields(companyId), meetingStatus: 1 } },
        admin,
        'tc',
      ),
      goLive: await call(c.setLiveStatus, { activityId, status: 'live' }, admin),
      deleteFile: await call(c.deleteActivityFile, { activityId, fileId: 1 }, admin),
      uploadFile: await api.app.inject({
        method: 'POST',
        url: `/roadshow${c.uploadActivityFile.path}?activityId=${activityId}&name=x.pdf&lang=en`,
        headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
      }),
      decide: await call(c.decideSignUps, { activityId, signUpIds: [signUpId], decision: 'approve' }, approver, 'en'),
      legacyApprove: await call(c.sponsorApproveSignUp, { signUpId }, approver),
      legacyReject: await call(c.sponsorRejectSignUp, { signUpId, reason: 'x' }, admin),
      invite: await call(c.sendInvitations, { activityId }, admin),
    };
    for (const [name, answer] of Object.entries(refusals)) {
      expect(answer.statusCode, name).toBe(409);
      expect(answer.json().errorCode, name).toBe('ACTIVITY_CANCELLED');
    }
    expect(refusals.edit.json().errorMsg).toBe(
      '该活动已取消，不能再修改、审核报名或发送邀请；如需重办，请复制为新活动',
    );
    expect(refusals.meetingStatus.json().errorMsg).toBe(
      '該活動已取消，不能再修改、審核報名或發送邀請；如需重辦，請複製為新活動',
    );
    expect(refusals.decide.json().errorMsg).toMatch(/^This activity was cancelled/);
    // Nothing moved.
    const after = await api.ctx.repos.consoleActivities.byId(activityId);
    expect(after).toMatchObject({ meetingStatus: 3, titleZh: '年度业绩说明会' });
    expect((await api.ctx.repos.signUps.byId(signUpId))!.state).toBe('pending');
    expect((await api.ctx.repos.notifications.latest(50)).filter((row) => row.kind === 'invite')).toEqual([]);
    // Unpublishing (taking it off the site) and reading still work.
    expect((await call(c.setActivityPublished, { activityId, published: false }, admin)).statusCode).toBe(200);
    expect((await call(c.listSignUps, { activityId }, approver)).statusCode).toBe(200);
  });

  it('a decision racing the cancellation lands before it or is refused, never after', async () => {
    for (let round = 0; round < 4; round += 1) {
      const activityId = await insertActivity(api.ctx, { companyId, needsApproval: true, published: true });
      const investor = identity.user();
      await api.app.inject({
        method: 'POST',
        url: '/roadshow/activity/signOrAppointment',
        headers: { cookie: investor.cookie },
        payload: { activityId, source: '01' },
      });
      const signUpId = (await api.ctx.repos.signUps.list(activityId))[0]!.id;
      const [decided, cancelled] = await Promise.all([
        call(c.decideSignUps, { activityId, signUpIds: [signUpId], decision: 'approve' }, approver),
        call(c.cancelActivity, { activityId, reason: '延期' }, admin),
      ]);
      expect(cancelled.statusCode).toBe(200);
      const ok = decided.statusCode === 200 && decided.json().result.outcomes[0].ok === true;
      if (!ok) {
        const code =
          decided.statusCode === 409 ? decided.json().errorCode : decided.json().result.outcomes[0].errorCode;
        expect(code).toBe('ACTIVITY_CANCELLED');
      }
      expect((await api.ctx.repos.signUps.byId(signUpId))!.state).toBe(ok ? 'approved' : 'pending');
      // Whoever held a seat when it was cancelled was told.
      const told = (await api.ctx.repos.notifications.latest(200)).filter(
        (row) => row.activityId === activityId && row.kind === 'cancel',
      );
      expect(told).toHaveLength(1);
    }
  });
});

describe('the operator and the legacy sponsor calls', () => {
  it('the operator publishes and cancels an activity of no company; members get 403', async () => {
    const activityId = await insertActivity(api.ctx, { companyId: null as unknown as number, published: false });
    expect((await call(c.setActivityPublished, { activityId, published: true }, admin)).statusCode).toBe(403);
    const published = await call(c.setActivityPublished, { activityId, published: true }, operator);
    expect(published.statusCode).toBe(200);
    expect(published.json().result.published).toBe(true);
    const cancelled = await call(c.cancelActivity, { activityId, reason: '取消' }, operator);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().result.activity.cancelledAt).not.toBeNull();
  });

  it('approve and reject by sign-up id ask for a login first and do not tell which ids exist', async () => {
    const missing = { signUpId: 987_654 };
    expect((await call(c.sponsorApproveSignUp, missing, null)).statusCode).toBe(401);
    expect((await call(c.sponsorRejectSignUp, { ...missing, reason: 'x' }, null)).statusCode).toBe(401);
    const probe = await call(c.sponsorApproveSignUp, missing, admin);
    expect(probe.statusCode).toBe(403);
    expect(probe.json().errorCode).toBe('FORBIDDEN');
    expect((await call(c.sponsorApproveSignUp, missing, operator)).statusCode).toBe(404);
  });
});
