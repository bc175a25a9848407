import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { activityFields } from './support/console-fixtures.ts';
import { callEntry } from './support/call-entry.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertLiveRoom } from './support/live-fixtures.ts';

// Decision 076: a guest member is a named speaker (activity_guests.member_user_id, chosen in the
// activity form) and drafts the answers to the questions addressed to that speaker, and only those.

const identity = fakeIdentity();
let api: TestApi;
let companyA: number;
let companyB: number;
const operator = identity.user({ role: 'operator' });
const admin = identity.user();
const approver = identity.user();
const wang = identity.user();
const li = identity.user();
const foreignGuest = identity.user();
const c = contract.console;

const call = (entry: CallDefinition, input: object, who: FakeUser | null, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyA = await insertCompany(api.ctx, '600610');
  companyB = await insertCompany(api.ctx, '600620');
  for (const [who, companyId, role] of [
    [admin, companyA, 'admin'],
    [approver, companyA, 'approver'],
    [wang, companyA, 'guest'],
    [li, companyA, 'guest'],
    [foreignGuest, companyB, 'guest'],
  ] as const)
    expect((await call(c.grantRole, { companyId, phone: who.user.mobile, role }, operator)).statusCode).toBe(200);
});
afterAll(() => api.close());

/** A live activity of company A with two speakers: Wang (linked to the member wang) and Zhao (nobody). */
async function liveActivity() {
  const fields = {
    ...activityFields(companyA),
    accessMode: 'public',
    meetingStatus: 1,
    startAt: new Date(TEST_NOW.getTime() - 600_000).toISOString(),
    endAt: new Date(TEST_NOW.getTime() + 3_600_000).toISOString(),
    guests: [
      { nameZh: '王财务', nameEn: 'Wang', memberUserId: wang.user.userId },
      { nameZh: '赵董', nameEn: 'Zhao' },
    ],
  };
  const saved = await call(c.saveActivity, { fields }, admin);
  expect(saved.statusCode).toBe(200);
  const detail = saved.json().result;
  await call(c.setActivityPublished, { activityId: detail.activityId, published: true }, admin);
  await insertLiveRoom(api.ctx, detail.activityId, { recordingStartedAt: new Date(TEST_NOW.getTime() - 600_000) });
  const [toWang, toZhao] = detail.fields.guests.map((g: { guestId: number }) => g.guestId) as number[];
  return { activityId: detail.activityId as number, fields, toWang: toWang!, toZhao: toZhao! };
}

async function ask(activityId: number, guestId: number, text: string) {
  const asked = await api.app.inject({
    method: 'POST',
    url: '/roadshow/interact/askQuestion?lang=en',
    headers: { cookie: identity.user().cookie },
    payload: { activityId, guestId, text, anonymous: false },
  });
  expect(asked.statusCode).toBe(200);
  return asked.json().result.questionId as number;
}

describe('linking a guest member to a speaker', () => {
  it('the form offers the company’s guest members, masked, to those who edit', async () => {
    const answer = await call(c.listGuestMembers, { companyId: companyA }, admin);
    expect(answer.statusCode).toBe(200);
    const mask = (who: FakeUser) => who.user.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
    expect(answer.json().result.members).toEqual([
      { userId: wang.user.userId, label: mask(wang) },
      { userId: li.user.userId, label: mask(li) },
    ]);
    expect((await call(c.listGuestMembers, { companyId: companyA }, approver)).statusCode).toBe(403);
    expect((await call(c.listGuestMembers, { companyId: companyA }, foreignGuest)).statusCode).toBe(403);
  });

  it('is saved and read back; a member who is no guest of the company is refused on the field', async () => {
    const { activityId, fields } = await liveActivity();
    const detail = (await call(c.getActivity, { activityId }, admin)).json().result;
    expect(detail.fields.guests.map((g: { memberUserId: string | null }) => g.memberUserId)).toEqual([
      wang.user.userId,
      null,
    ]);
    for (const [who, lang, message] of [
      [foreignGuest, 'zh-CN', '请选择本公司角色为嘉宾的控制台成员'],
      [approver, 'tc', '請選擇本公司角色為嘉賓的控制台成員'],
    ] as const) {
      const refused = await call(
        c.saveActivity,
        { activityId, fields: { ...fields, guests: [{ nameZh: '甲', memberUserId: who.user.userId }] } },
        admin,
        lang,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ path: 'body.fields.guests.0.memberUserId', message }]);
    }
    // Nothing was saved by the refused forms, not even for a new activity.
    expect((await call(c.getActivity, { activityId }, admin)).json().result.fields.guests).toHaveLength(2);
    const before = (await api.ctx.repos.consoleActivities.forCompany(companyA, 100)).length;
    const refusedNew = await call(
      c.saveActivity,
      { fields: { ...fields, guests: [{ nameZh: '甲', memberUserId: approver.user.userId }] } },
      admin,
    );
    expect(refusedNew.statusCode).toBe(400);
    expect((await api.ctx.repos.consoleActivities.forCompany(companyA, 100)).length).toBe(before);
  });
});

describe('a guest answers the questions addressed to them', () => {
  it('drafts and publishes for their own speaker only; the review chain applies as for a secretary', async () => {
    const { activityId, toWang, toZhao } = await liveActivity();
    const mine = await ask(activityId, toWang, 'Margins next year?');
    const sensitive = await ask(activityId, toWang, 'Any acquisition talks?');
    const notMine = await ask(activityId, toZhao, 'Dividend?');

    const deskOf = async (who: FakeUser) => (await call(c.getLiveDesk, { activityId }, who)).json().result;
    expect((await deskOf(wang)).myGuestIds).toEqual([toWang]);
    expect((await deskOf(li)).myGuestIds).toEqual([]);
    expect((await deskOf(admin)).myGuestIds).toEqual([]);

    const drafted = await call(c.draftAnswer, { activityId, questionId: mine, text: 'About 30%.' }, wang);
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().result.draft).toMatchObject({ state: 'draft', draftedBy: wang.user.userId });
    const published = await call(c.publishAnswer, { activityId, questionId: mine }, wang);
    expect(published.statusCode).toBe(200);
    expect(published.json().result.state).toBe('answered');

    // Another speaker's question, another guest, another company's guest: refused.
    for (const [who, questionId] of [
      [wang, notMine],
      [li, mine],
      [li, notMine],
      [foreignGuest, mine],
    ] as const) {
      const refused = await call(c.draftAnswer, { activityId, questionId, text: 'x' }, who);
      expect(refused.statusCode, `${who.user.userId} on ${questionId}`).toBe(403);
      expect(refused.json().errorCode).toBe('FORBIDDEN');
    }
    expect((await call(c.publishAnswer, { activityId, questionId: notMine }, wang)).statusCode).toBe(403);
    // Approving is still the approver's.
    expect((await call(c.approveAnswer, { activityId, questionId: mine }, wang)).statusCode).toBe(403);

    // A sensitive draft waits for the approver, as a secretary's would.
    await call(c.draftAnswer, { activityId, questionId: sensitive, text: 'No comment.', sensitive: true }, wang);
    const early = await call(c.publishAnswer, { activityId, questionId: sensitive }, wang);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('ANSWER_NEEDS_APPROVAL');
    const approved = await call(c.approveAnswer, { activityId, questionId: sensitive }, approver);
    expect(approved.json().result.state).toBe('answered');

    const log = await api.ctx.repos.audit.page({ companyId: companyA, activityId }, 1, 50);
    expect(
      log.rows.filter((row) => row.actorUserId === wang.user.userId).map((row) => [row.action, row.actorRole]),
    ).toEqual([
      ['qa.submit', 'guest'],
      ['qa.publish', 'guest'],
      ['qa.draft', 'guest'],
    ]);
  });

  it('a guest whose role is revoked or changed is no longer the speaker', async () => {
    const { activityId, toWang } = await liveActivity();
    const questionId = await ask(activityId, toWang, 'Capex?');
    const other = identity.user();
    await call(c.grantRole, { companyId: companyA, phone: other.user.mobile, role: 'guest' }, operator);
    const { fields } = await liveActivity();
    await call(
      c.saveActivity,
      {
        activityId,
        fields: { ...fields, guests: [{ guestId: toWang, nameZh: '王财务', memberUserId: other.user.userId }] },
      },
      admin,
    );
    expect((await call(c.getLiveDesk, { activityId }, other)).json().result.myGuestIds).toEqual([toWang]);
    // Made an approver instead: the link goes; as an approver they draft through qa.draft anyway.
    await call(c.grantRole, { companyId: companyA, phone: other.user.mobile, role: 'approver' }, operator);
    const guests = (await call(c.getActivity, { activityId }, admin)).json().result.fields.guests;
    expect(guests[0].memberUserId).toBeNull();
    await call(c.revokeRole, { companyId: companyA, userId: other.user.userId }, operator);
    expect((await call(c.draftAnswer, { activityId, questionId, text: 'x' }, other)).statusCode).toBe(403);
  });
});
