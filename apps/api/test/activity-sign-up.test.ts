import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, ownImageKey, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let companyId: number;
let sponsor: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyId = await insertCompany(api.ctx, '600001');
  sponsor = identity.user();
  await api.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
});
afterAll(() => api.close());

const post = (path: string, body: unknown, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/activity/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body as object,
  });
const sign = (activityId: number, who: FakeUser, extra: object = {}) =>
  post('signOrAppointment', { activityId, source: '01', ...extra }, who);
const status = async (activityId: number, who?: FakeUser) =>
  (await post('getSignStatus', { activityId }, who)).json().result;

const form = (phone: string, who?: FakeUser) => ({
  name: '张三',
  documentType: 0,
  certificateNumber: '110101199003070011',
  phone,
  email: 'zhang@example.com',
  companyName: '某基金',
  position: '研究员',
  investorType: 'institutional',
  idCardImageKey: who ? ownImageKey(who.user, 'id') : 'id/1.png',
  businessCardImageKey: who ? ownImageKey(who.user, 'card') : 'card/1.png',
  agreedTerms: true,
});

describe('sign-up flow with approval', () => {
  it('anonymous sees "register now" and must log in to sign up', async () => {
    const id = await insertActivity(api.ctx, { companyId, needsApproval: true, quota: 5 });
    expect((await status(id)).label).toBe(SignLabel.RegisterNow);
    const response = await post('signOrAppointment', { activityId: id, source: '01' });
    expect(response.statusCode).toBe(401);
  });

  it('signs up, waits for review, is approved by the sponsor and shows as registered', async () => {
    const id = await insertActivity(api.ctx, { companyId, needsApproval: true, quota: 5 });
    const investor = identity.user();
    const signed = await sign(id, investor);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().result).toEqual({ state: 'pending', label: SignLabel.UnderReview });
    expect(await status(id, investor)).toMatchObject({ label: SignLabel.UnderReview, state: 'pending', seatsLeft: 4 });

    const denied = await post('getFileInfoList', { activityId: id }, investor, 'zh-CN');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ errorCode: 'SIGN_UP_UNDER_REVIEW', errorMsg: '您的报名正在审核中' });

    // Only the sponsor may review.
    const list = await post('sponsor/listSignUps', { activityId: id }, investor);
    expect(list.statusCode).toBe(403);
    const signUpId = (await post('sponsor/listSignUps', { activityId: id }, sponsor)).json().result.signUpList[0]
      .signUpId;
    expect((await post('sponsor/approveSignUp', { signUpId }, investor)).statusCode).toBe(403);
    const approved = await post('sponsor/approveSignUp', { signUpId }, sponsor);
    expect(approved.json().result.state).toBe('approved');
    expect((await post('sponsor/approveSignUp', { signUpId }, sponsor)).statusCode).toBe(409);

    expect((await status(id, investor)).label).toBe(SignLabel.Registered);
    expect((await post('getFileInfoList', { activityId: id }, investor)).statusCode).toBe(200);
  });

  it('a rejected user sees the reason and "not approved", and cannot sign again', async () => {
    const id = await insertActivity(api.ctx, { companyId, needsApproval: true, quota: 5 });
    const investor = identity.user();
    await sign(id, investor);
    const signUpId = (await post('sponsor/listSignUps', { activityId: id }, sponsor)).json().result.signUpList[0]
      .signUpId;
    const noReason = await post('sponsor/rejectSignUp', { signUpId, reason: ' ' }, sponsor, 'tc');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMsg).toBe('有必填項未填寫');
    await post('sponsor/rejectSignUp', { signUpId, reason: 'Not an investor' }, sponsor);
    expect(await status(id, investor)).toMatchObject({ label: SignLabel.NotApproved, rejectReason: 'Not an investor' });
    const again = await sign(id, investor);
    expect(again.statusCode).toBe(403);
    expect(again.json().errorCode).toBe('SIGN_UP_NOT_APPROVED');
  });
});

describe('rules of time, mode and form', () => {
  it('answers the spec messages for a closed window, a full quota and a window not open yet', async () => {
    const closed = await insertActivity(api.ctx, { companyId, signUpEndAt: new Date(TEST_NOW.getTime() - 1000) });
    const response = await sign(closed, identity.user());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'SIGN_UP_DEADLINE_PASSED',
      errorMsg: 'The registration deadline has passed',
    });

    const later = await insertActivity(api.ctx, { companyId, signUpStartAt: new Date(TEST_NOW.getTime() + 3_600_000) });
    expect((await sign(later, identity.user())).json().errorCode).toBe('SIGN_UP_NOT_STARTED');
    expect((await status(later)).label).toBe(SignLabel.RegistrationNotStarted);

    const full = await insertActivity(api.ctx, { companyId, quota: 1 });
    await sign(full, identity.user());
    const refused = await post('signOrAppointment', { activityId: full, source: '01' }, identity.user(), 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'QUOTA_FULL', errorMsg: '报名名额已满' });
  });

  it('follows the injected clock: once the event is live, the window is over', async () => {
    const id = await insertActivity(api.ctx, { companyId });
    expect((await status(id)).label).toBe(SignLabel.RegisterNow);
    clock = new Date(TEST_NOW.getTime() + 25 * 3_600_000);
    try {
      expect((await status(id)).label).toBe(SignLabel.NotRegistered);
      expect((await sign(id, identity.user())).json().errorCode).toBe('SIGN_UP_DEADLINE_PASSED');
    } finally {
      clock = TEST_NOW;
    }
  });

  it('rejects bad input with a 400 in the user’s language', async () => {
    const id = await insertActivity(api.ctx, { companyId });
    const who = identity.user();
    const badSource = await post('signOrAppointment', { activityId: id, source: '02' }, who, 'zh-CN');
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().errorMsg).toBe('请求参数有误');
    expect((await post('signOrAppointment', { activityId: 'x', source: '01' }, who)).statusCode).toBe(400);
    expect((await post('getSignStatus', {}, who)).statusCode).toBe(400);
    expect((await post('getSignStatus', { activityId: 999_999 }, who)).statusCode).toBe(404);
  });

  it('requires the registration form, with the login phone, when the activity asks for it', async () => {
    const id = await insertActivity(api.ctx, { companyId, registrationForm: true });
    const who = identity.user();
    const missing = await sign(id, who);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('REQUIRED_MISSING');

    const badEmail = await sign(id, who, { form: { ...form(who.user.mobile), email: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields?.some((f: { path: string }) => f.path.includes('email'))).toBe(true);

    const otherPhone = await post(
      'signOrAppointment',
      { activityId: id, source: '01', form: form('13912345678') },
      who,
      'en',
    );
    expect(otherPhone.statusCode).toBe(400);
    expect(otherPhone.json()).toMatchObject({ errorCode: 'PHONE_NOT_LOGIN_PHONE' });
    expect(otherPhone.json().fields).toEqual([
      { path: 'body.form.phone', message: expect.stringMatching(/logged in/) },
    ]);
    const inChinese = await post(
      'signOrAppointment',
      { activityId: id, source: '01', form: form('13912345678') },
      who,
      'zh-CN',
    );
    expect(inChinese.json().errorMsg).toMatch(/[\u4e00-\u9fff]/);

    const ok = await sign(id, who, { form: form(`+86 ${who.user.mobile}`, who) });
    expect(ok.statusCode).toBe(200);
    expect((await post('checkSignInfo', { activityId: id }, who)).json().result).toEqual({
      signedUp: true,
      state: 'approved',
      formFilled: true,
      phoneMatches: true,
    });
    const listResponse = await post('sponsor/listSignUps', { activityId: id }, sponsor);
    const listed = listResponse.json().result.signUpList;
    expect(listed[0].form.name).toBe('张三');
    // The document number is sealed at rest and masked for the sponsor (DESIGN §6).
    expect(listed[0].form.certificateNumber).toBe('********0011');
    const stored = await api.ctx.repos.signUps.find(id, who.user.userId);
    expect(JSON.stringify(stored?.form)).not.toContain('110101199003070011');
  });

  it('books a public event in one click, and cancels the booking', async () => {
    const id = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const who = identity.user();
    expect((await status(id, who)).label).toBe(SignLabel.Book);
    expect((await sign(id, who)).json().result.label).toBe(SignLabel.Booked);
    expect((await post('cancelAppointment', { activityId: id }, who)).json().result.state).toBe('withdrawn');
    expect((await status(id, who)).label).toBe(SignLabel.Book);
  });

  it('tells a user with no mobile number to log in again', async () => {
    const id = await insertActivity(api.ctx, { companyId });
    const response = await post(
      'signOrAppointment',
      { activityId: id, source: '01' },
      identity.user({ mobile: '' }),
      'tc',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMsg).toBe('手機號和郵箱為空，請重新登入');
  });
});

describe('commitment letter (decision 018)', () => {
  const meeting = (activityId: number, who: FakeUser) => post('checkAccessMeetingAuth', { activityId }, who);

  it('keeps the seat of an unsigned sign-up, but lets it into the meeting only once the letter is signed', async () => {
    const id = await insertActivity(api.ctx, { companyId, registrationForm: true, commitmentLetter: true, quota: 1 });
    const who = identity.user();
    const signed = await sign(id, who, { form: form(who.user.mobile, who) });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().result.state).toBe('approved');
    // The seat is held: the quota of one is now full for the next user.
    const next = identity.user();
    expect((await sign(id, next, { form: form(next.user.mobile, next) })).json().errorCode).toBe('QUOTA_FULL');
    expect((await status(id, identity.user())).label).toBe(SignLabel.QuotaFull);

    const refused = await meeting(id, who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'LETTER_NOT_SIGNED',
      errorMsg: 'The commitment letter must be signed',
    });

    // The draft store is empty here: the letter names the form sent with the sign-up.
    const letter = await post('signCommitmentLetter', { activityId: id, signature: { typedName: '张三' } }, who);
    expect(letter.statusCode).toBe(200);
    expect(letter.json().result).toMatchObject({ state: 'signed', signedName: '张三' });
    const entered = await meeting(id, who);
    expect(entered.statusCode).toBe(200);
    expect(entered.json().result).toEqual({ allowed: true });
  });

  it('does not ask for a letter on an activity without one', async () => {
    const id = await insertActivity(api.ctx, { companyId, registrationForm: true });
    const who = identity.user();
    expect((await sign(id, who, { form: form(who.user.mobile, who) })).statusCode).toBe(200);
    expect((await meeting(id, who)).statusCode).toBe(200);
  });
});

describe('absence reason', () => {
  it('is submitted and revoked by a registered user only', async () => {
    const id = await insertActivity(api.ctx, { companyId });
    const who = identity.user();
    expect((await post('submitAbsenceReason', { activityId: id, reason: 'Travelling' }, who)).json().errorCode).toBe(
      'SIGN_UP_NOT_REGISTERED',
    );
    await sign(id, who);
    expect((await post('submitAbsenceReason', { activityId: id, reason: '' }, who)).statusCode).toBe(400);
    const submitted = await post('submitAbsenceReason', { activityId: id, reason: 'Travelling' }, who);
    expect(submitted.json().result.absenceReason).toBe('Travelling');
    expect(await status(id, who)).toMatchObject({ label: SignLabel.DeclinedAttendance, absenceReason: 'Travelling' });
    await post('cancelAbsenceReason', { activityId: id }, who);
    expect(await status(id, who)).toMatchObject({ label: SignLabel.Registered, absenceReason: null });
  });
});

describe('quota under concurrency', () => {
  it('500 parallel sign-ups for 100 seats: exactly 100, the rest refused with 409, no 5xx', async () => {
    const id = await insertActivity(api.ctx, { companyId, quota: 100 });
    const users = Array.from({ length: 500 }, () => identity.user());
    const answers = await Promise.all(users.map((who) => sign(id, who)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(400);
    expect(await api.ctx.repos.signUps.seatsTaken(id)).toBe(100);
    expect((await status(id)).label).toBe(SignLabel.QuotaFull);
  });

  it('10 parallel sign-ups by one user make one sign-up, all answered alike', async () => {
    const id = await insertActivity(api.ctx, { companyId, quota: 50 });
    const who = identity.user();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign(id, who)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await api.ctx.repos.signUps.list(id)).toHaveLength(1);
    expect(await api.ctx.repos.signUps.seatsTaken(id)).toBe(1);
  });

  it('parallel cancels free the seat once and promote exactly one waiting user', async () => {
    const id = await insertActivity(api.ctx, { companyId, quota: 1 });
    const holder = identity.user();
    await sign(id, holder);
    const waiting = [identity.user(), identity.user()];
    for (const who of waiting) expect((await sign(id, who, { waitlist: true })).json().result.state).toBe('waiting');
    expect((await status(id, waiting[0])).label).toBe(SignLabel.UnderReviewWaiting);

    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => post('cancelAppointment', { activityId: id }, holder)),
    );
    expect(cancels.map((c) => c.statusCode)).toEqual(Array(5).fill(200));
    expect(cancels.filter((c) => c.json().result.promoted)).toHaveLength(1);
    expect(await api.ctx.repos.signUps.seatsTaken(id)).toBe(1);
    expect((await status(id, waiting[0])).state).toBe('approved');
    expect((await status(id, waiting[1])).state).toBe('waiting');
  });

  it('a rejection frees the seat for the waiting list too', async () => {
    const id = await insertActivity(api.ctx, { companyId, quota: 1, needsApproval: true });
    const first = identity.user();
    const second = identity.user();
    await sign(id, first);
    await sign(id, second, { waitlist: true });
    const [row] = await api.ctx.repos.signUps.list(id, 'pending');
    await post('sponsor/rejectSignUp', { signUpId: row!.id, reason: 'No' }, sponsor);
    expect((await status(id, second)).state).toBe('pending');
  });
});

describe('viewing duration', () => {
  it('counts a stretch from start to end once', async () => {
    const id = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const who = identity.user();
    const viewId = (await post('attendActivityStart', { activityId: id }, who)).json().result.viewId;
    clock = new Date(TEST_NOW.getTime() + 90_000);
    try {
      expect((await post('recordActivityEnd', { activityId: id, viewId }, who)).json().result.seconds).toBe(90);
      expect((await post('recordActivityEnd', { activityId: id, viewId }, who)).statusCode).toBe(409);
      expect((await post('recordActivityEnd', { activityId: id, viewId }, identity.user())).statusCode).toBe(409);
    } finally {
      clock = TEST_NOW;
    }
  });
});
