import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { activityFields } from './support/console-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyA: number;
let companyB: number;
let activityA: number;
let signUpA: number;
const operator = identity.user({ role: 'operator' });
const adminA = identity.user();
const secretaryA = identity.user();
const approverA = identity.user();
const guestA = identity.user();
const adminB = identity.user();
const secretaryB = identity.user();
const investor = identity.user();

async function call(entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') {
  // The uploads (no JSON input) take their arguments in the query and the file as the raw body.
  const raw = entry.method === 'POST' && entry.input === undefined;
  const inQuery = entry.method === 'GET' || raw;
  const query = new URLSearchParams({ lang, ...(inQuery ? (input as Record<string, string>) : {}) });
  return api.app.inject({
    method: entry.method,
    url: `/roadshow${entry.path}?${query.toString()}`,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...(raw ? { 'content-type': 'application/octet-stream' } : {}) },
    ...(raw ? { payload: Buffer.from('%PDF-1.4\n%%EOF\n') } : entry.method === 'POST' ? { payload: input } : {}),
  });
}
const c = contract.console;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyA = await insertCompany(api.ctx, '600100');
  companyB = await insertCompany(api.ctx, '600200');
  // The operator grants every role through the API, as the console does.
  for (const [who, companyId, role] of [
    [adminA, companyA, 'admin'],
    [secretaryA, companyA, 'secretary'],
    [approverA, companyA, 'approver'],
    [guestA, companyA, 'guest'],
    [adminB, companyB, 'admin'],
    [secretaryB, companyB, 'secretary'],
  ] as const) {
    const granted = await call(c.grantRole, { companyId, phone: who.user.mobile, role }, operator);
    expect(granted.statusCode).toBe(200);
  }
  activityA = await insertActivity(api.ctx, { companyId: companyA, needsApproval: true, quota: 3 });
  const signed = await api.app.inject({
    method: 'POST',
    url: '/roadshow/activity/signOrAppointment',
    headers: { cookie: investor.cookie },
    payload: { activityId: activityA, source: '01' },
  });
  expect(signed.statusCode).toBe(200);
  signUpA = (await api.ctx.repos.signUps.list(activityA))[0]!.id;
});
afterAll(() => api.close());

/** A valid questionnaire (decision 046), so a refusal is the guard's and not the schema's. */
function questionnaireFields() {
  return {
    titleZh: '问卷',
    startAt: '2026-12-01T00:00:00.000Z',
    endAt: '2026-12-02T00:00:00.000Z',
    questions: [{ id: 'q1', type: 'text', required: true, textZh: '建议' }],
  };
}

/** An input for every console call, naming company A's data. */
function inputFor(name: string): object {
  const inputs: Record<string, object> = {
    myConsoleAccess: {},
    listMembers: { companyId: companyA },
    grantRole: { companyId: companyA, phone: secretaryB.user.mobile, role: 'admin' },
    revokeRole: { companyId: companyA, userId: adminA.user.userId },
    listActivities: { companyId: companyA },
    getActivity: { activityId: activityA },
    saveActivity: { fields: activityFields(companyA) },
    copyActivity: { activityId: activityA },
    setActivityPublished: { activityId: activityA, published: false },
    cancelActivity: { activityId: activityA, reason: 'x' },
    getAccessList: { activityId: activityA },
    addToAccessList: { activityId: activityA, text: '13800138000' },
    importAccessList: { activityId: activityA, contentBase64: Buffer.from('13800138000').toString('base64') },
    removeFromAccessList: { activityId: activityA, mobiles: ['13800138000'] },
    listSignUps: { activityId: activityA },
    exportSignUps: { activityId: activityA },
    decideSignUps: { activityId: activityA, signUpIds: [signUpA], decision: 'reject', reason: 'x' },
    signUpImageLinks: { activityId: activityA, signUpId: signUpA },
    sponsorListSignUps: { activityId: activityA },
    sponsorApproveSignUp: { signUpId: signUpA },
    sponsorRejectSignUp: { signUpId: signUpA, reason: 'x' },
    getActivityAnalytics: { activityId: activityA },
    exportActivityAnalytics: { activityId: activityA },
    listAuditLog: { companyId: companyA },
    getConsoleQuestionnaire: { activityId: activityA },
    saveQuestionnaire: { activityId: activityA, fields: questionnaireFields() },
    publishQuestionnaire: { activityId: activityA, published: true },
    getQuestionnaireResults: { activityId: activityA },
    exportQuestionnaireResults: { activityId: activityA },
    listTopicOptions: { companyId: companyA },
    listGuestMembers: { companyId: companyA },
    uploadActivityImage: { companyId: String(companyA) },
    uploadActivityFile: { activityId: String(activityA), name: 'deck.pdf' },
    deleteActivityFile: { activityId: activityA, fileId: 1 },
    sendInvitations: { activityId: activityA },
    getLiveDesk: { activityId: activityA },
    setLiveStream: { activityId: activityA, streamName: 'demo' },
    setLiveStatus: { activityId: activityA, status: 'live' },
    setLiveSwitches: { activityId: activityA, questionsOpen: false },
    setLivePassword: { activityId: activityA, password: 'secret-1' },
    uploadLiveFile: {
      activityId: activityA,
      kind: 'file',
      name: 'x',
      contentBase64: Buffer.from('%PDF-1.4\n').toString('base64'),
    },
    removeLiveFile: { activityId: activityA, fileId: 1 },
    draftAnswer: { activityId: activityA, questionId: 1, text: 'x' },
    publishAnswer: { activityId: activityA, questionId: 1 },
    approveAnswer: { activityId: activityA, questionId: 1 },
    returnAnswer: { activityId: activityA, questionId: 1, reason: 'x' },
    moderateQuestion: { activityId: activityA, questionId: 1, action: 'ban' },
    exportIrRecord: { activityId: activityA },
    getPaySettings: { activityId: activityA },
    savePayPrice: { activityId: activityA, amountCents: 100, currency: 'CNY' },
    markPaymentRefunded: { activityId: activityA, paymentId: 1 },
  };
  const input = inputs[name];
  if (!input) throw new Error(`no input for console call ${name}: add it to the table`);
  return input;
}

describe('a member of another company is refused every console call', () => {
  // myConsoleAccess names no company: it answers the caller's own companies (checked below);
  // convertToTraditional only converts the caller's text.
  const guarded = Object.entries(c).filter(([name]) => name !== 'myConsoleAccess' && name !== 'convertToTraditional');

  it.each(guarded)('%s answers 403 to a secretary and an admin of company B', async (name, entry) => {
    for (const who of [secretaryB, adminB]) {
      const answer = await call(entry, inputFor(name), who);
      expect(answer.statusCode, `${name} as ${who.user.userId}`).toBe(403);
      expect(answer.json().errorCode).toBe('FORBIDDEN');
    }
  });

  it.each(guarded)('%s answers 401 to a visitor', async (name, entry) => {
    expect((await call(entry, inputFor(name))).statusCode).toBe(401);
  });

  it('nothing of company A changed', async () => {
    expect((await api.ctx.repos.signUps.byId(signUpA))!.state).toBe('pending');
    expect((await api.ctx.repos.consoleActivities.forCompany(companyA, 10)).map((row) => row.id)).toEqual([activityA]);
    expect(await api.ctx.repos.consoleParts.files(activityA)).toEqual([]);
    expect(await api.ctx.repos.companyMembers.roleOf(companyA, adminA.user.userId)).toBe('admin');
    expect(await api.ctx.repos.companyMembers.roleOf(companyA, secretaryB.user.userId)).toBeNull();
  });
});

describe('roles inside the company', () => {
  it('myConsoleAccess: members see their companies, investors and visitors nothing, the operator all', async () => {
    const mine = (await call(c.myConsoleAccess, {}, secretaryA)).json().result;
    expect(mine).toMatchObject({ member: true, operator: false });
    expect(mine.companies).toEqual([{ companyId: companyA, code: '600100', name: '公司600100', role: 'secretary' }]);
    expect((await call(c.myConsoleAccess, {}, investor)).json().result).toEqual({
      member: false,
      operator: false,
      companies: [],
    });
    expect((await call(c.myConsoleAccess, {})).json().result.member).toBe(false);
    const all = (await call(c.myConsoleAccess, {}, operator)).json().result;
    expect(all.operator).toBe(true);
    expect(all.companies.map((row: { companyId: number }) => row.companyId)).toEqual(
      expect.arrayContaining([companyA, companyB]),
    );
  });

  it('secretary reads sign-ups but may not decide; guest may not read them; approver decides', async () => {
    expect((await call(c.listSignUps, { activityId: activityA }, secretaryA)).statusCode).toBe(200);
    expect((await call(c.listSignUps, { activityId: activityA }, guestA)).statusCode).toBe(403);
    const refused = await call(
      c.decideSignUps,
      { activityId: activityA, signUpIds: [signUpA], decision: 'approve' },
      secretaryA,
      'zh-CN',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('您没有权限执行此操作');
    const decided = await call(
      c.decideSignUps,
      { activityId: activityA, signUpIds: [signUpA], decision: 'approve' },
      approverA,
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json().result.outcomes).toMatchObject([
      { signUpId: signUpA, ok: true, signUp: { state: 'approved' } },
    ]);
    // A second approve of the same row is a lost race, told per row.
    const again = await call(
      c.decideSignUps,
      { activityId: activityA, signUpIds: [signUpA], decision: 'approve' },
      adminA,
    );
    expect(again.json().result.outcomes).toMatchObject([
      { signUpId: signUpA, ok: false, errorCode: 'SIGN_UP_STATE_CONFLICT' },
    ]);
  });

  it('reject needs a reason (400 on the field, in the request language)', async () => {
    const answer = await call(
      c.decideSignUps,
      { activityId: activityA, signUpIds: [signUpA], decision: 'reject' },
      adminA,
      'tc',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMsg).toBe('有必填項未填寫');
  });

  it('the audit log is the admin’s: who decided what, and who granted which role', async () => {
    expect((await call(c.listAuditLog, { companyId: companyA }, secretaryA)).statusCode).toBe(403);
    expect((await call(c.listAuditLog, { companyId: companyA }, approverA)).statusCode).toBe(403);
    const log = (await call(c.listAuditLog, { companyId: companyA }, adminA)).json().result;
    const actions = log.entries.map((entry: { action: string; actorUserId: string }) => [
      entry.action,
      entry.actorUserId,
    ]);
    expect(actions).toContainEqual(['signUp.approve', approverA.user.userId]);
    expect(actions.filter(([action]: string[]) => action === 'member.grant')).toHaveLength(4);
    expect(actions.filter(([, actor]: string[]) => actor === operator.user.userId)).toHaveLength(4);
    // Company B's grants are not in company A's log.
    expect(log.total).toBe(5);
  });

  it('only the operator grants and revokes; an unknown number is a 404 on the phone field', async () => {
    const byAdmin = await call(
      c.grantRole,
      { companyId: companyA, phone: investor.user.mobile, role: 'guest' },
      adminA,
    );
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await call(c.grantRole, { companyId: companyA, phone: '13912345678', role: 'guest' }, operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toEqual([{ path: 'phone', message: 'No account uses this number yet' }]);
    const members = (await call(c.listMembers, { companyId: companyA }, adminA)).json().result.members;
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual(['admin', 'approver', 'guest', 'secretary']);
    const revoked = await call(c.revokeRole, { companyId: companyA, userId: guestA.user.userId }, operator);
    expect(revoked.json().result).toEqual({ removed: true });
    expect((await call(c.myConsoleAccess, {}, guestA)).json().result.member).toBe(false);
  });
});
