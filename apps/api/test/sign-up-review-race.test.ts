import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

// Hardening 10: an approve and a reject of the same sign-up racing must not both succeed (the
// loser answers 409), and every decision is logged.

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
let sponsor: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600010');
  sponsor = identity.user();
  await api.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/activity/${path}?lang=en`,
    headers: { cookie: who.cookie },
    payload: body,
  });

async function pendingSignUp() {
  const activityId = await insertActivity(api.ctx, { companyId, needsApproval: true, quota: 5 });
  const investor = identity.user();
  expect((await post('signOrAppointment', { activityId, source: '01' }, investor)).statusCode).toBe(200);
  const [row] = await api.ctx.repos.signUps.list(activityId);
  return { activityId, signUpId: row!.id };
}

describe('review decisions are conditional and logged', () => {
  it('a reject made after an approve of the same pending sign-up answers 409 and changes nothing', async () => {
    const { signUpId } = await pendingSignUp();
    expect((await post('sponsor/approveSignUp', { signUpId }, sponsor)).statusCode).toBe(200);
    const late = await post('sponsor/rejectSignUp', { signUpId, reason: 'Not an investor' }, sponsor);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('SIGN_UP_STATE_CONFLICT');
    expect((await api.ctx.repos.signUps.byId(signUpId))!.state).toBe('approved');
  });

  it('racing approve and reject: exactly one wins, the other gets 409, one decision is logged', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { signUpId } = await pendingSignUp();
      const [approve, reject] = await Promise.all([
        post('sponsor/approveSignUp', { signUpId }, sponsor),
        post('sponsor/rejectSignUp', { signUpId, reason: 'No' }, sponsor),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const winner = approve.statusCode === 200 ? 'approved' : 'rejected';
      expect((await api.ctx.repos.signUps.byId(signUpId))!.state).toBe(winner);
      const log = await api.ctx.repos.audit.forTarget('signUp', String(signUpId));
      expect(log.map((entry) => [entry.action, entry.actorUserId, (entry.detail as { to: string }).to])).toEqual([
        [winner === 'approved' ? 'signUp.approve' : 'signUp.reject', sponsor.user.userId, winner],
      ]);
    }
  });

  it('revoking an approved seat must say it saw the approval', async () => {
    const { signUpId } = await pendingSignUp();
    await post('sponsor/approveSignUp', { signUpId }, sponsor);
    const revoked = await post(
      'sponsor/rejectSignUp',
      { signUpId, reason: 'Left the fund', fromState: 'approved' },
      sponsor,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().result.state).toBe('rejected');
    const log = await api.ctx.repos.audit.forTarget('signUp', String(signUpId));
    expect(log.map((entry) => entry.action)).toEqual(['signUp.approve', 'signUp.reject']);
    expect(log[1]!.detail).toMatchObject({ from: 'approved', to: 'rejected', reason: 'Left the fund' });
  });
});
