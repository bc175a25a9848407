import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, RESTRICTED, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity, insertLiveRoom, insertSignUp } from './support/live-fixtures.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
let sponsor: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600101');
  sponsor = identity.user();
  await api.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
});
afterAll(() => api.close());

const call = (path: string, body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/interact/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

/** A live (status 1) public activity with a room and a CFO guest. */
async function liveRoom(values: Parameters<typeof insertLiveRoom>[2] = {}, activity: object = {}) {
  const activityId = await insertLiveActivity(api.ctx, companyId, { activity, room: values });
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
  return { activityId, cfo };
}

describe('live password', () => {
  it('refuses a wrong password with "Password Error", accepts the right one, then rate limits guessing', async () => {
    const { activityId } = await liveRoom({ password: 'open-sesame' });
    const viewer = identity.user();
    const wrong = await call('checkLivePassword', { activityId, password: 'guess' }, viewer);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'PASSWORD_ERROR', errorMsg: 'Password Error' });
    const right = await call('checkLivePassword', { activityId, password: 'open-sesame' }, viewer);
    expect(right.json()).toEqual({ success: true, result: { passed: true } });
    const zh = await call('checkLivePassword', { activityId, password: 'guess' }, viewer, 'zh-CN');
    expect(zh.json().errorMsg).toBe('密码错误');
    const codes = [];
    for (let i = 0; i < 10; i += 1)
      codes.push((await call('checkLivePassword', { activityId, password: `g${i}` }, viewer)).statusCode);
    expect(codes).toContain(429);
  });

  it('a play URL needs the password too, and names the viewer', async () => {
    const { activityId } = await liveRoom({ password: 'pw-2' });
    const viewer = identity.user();
    expect((await call('getLivePlayUrl', { activityId }, viewer)).json().errorCode).toBe('PASSWORD_ERROR');
    const play = (await call('getLivePlayUrl', { activityId, password: 'pw-2' }, viewer)).json().result;
    expect(play.kind).toBe('live');
    expect(play.url).toMatch(new RegExp(`auth_key=\\d+-\\w+-${viewer.user.userId}-[0-9a-f]{32}$`));
  });
});

describe('play URLs without a password', () => {
  it('are not rate limited: many anonymous viewers may share one address', async () => {
    const { activityId } = await liveRoom();
    const codes = [];
    for (let i = 0; i < 15; i += 1) codes.push((await call('getLivePlayUrl', { activityId })).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
  });
});

describe('sandbox stream', () => {
  it('serves a signed master playlist whose quality levels are signed live playlists; a tampered key is 403', async () => {
    const { activityId } = await liveRoom();
    const viewer = identity.user();
    const { url } = (await call('getLivePlayUrl', { activityId }, viewer)).json().result as { url: string };
    const master = await api.app.inject({ method: 'GET', url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    const variants = master.body.split('\n').filter((line) => line.startsWith('/roadshow/'));
    expect(variants).toHaveLength(2);
    const media = await api.app.inject({ method: 'GET', url: variants[0]! });
    expect(media.statusCode).toBe(200);
    expect(media.body).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(media.body).toContain('/media/live/360/seg-');
    expect(media.body).not.toContain('#EXT-X-ENDLIST');
    const tampered = url.replace(/[0-9a-f](?=$)/, (c) => (c === '0' ? '1' : '0'));
    expect((await api.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherPath = url.replace('/live.m3u8', '/replay.m3u8');
    expect((await api.app.inject({ method: 'GET', url: otherPath })).statusCode).toBe(403);
  });

  it('an activity without a room, or not started, has "No webcast currently"', async () => {
    const bare = await insertActivity(api.ctx, { companyId, accessMode: 'public', meetingStatus: 1 });
    const none = await call('getLivePlayUrl', { activityId: bare }, identity.user());
    expect(none.statusCode).toBe(404);
    expect(none.json().errorMsg).toBe('No webcast currently');
    const { activityId } = await liveRoom({}, { meetingStatus: 0 });
    expect((await call('getLivePlayUrl', { activityId }, identity.user())).json().errorCode).toBe('NO_WEBCAST');
  });
});

describe('asking', () => {
  it('checks text, guest, login, start and entrance, with the spec messages', async () => {
    const { activityId, cfo } = await liveRoom();
    const viewer = identity.user();
    expect((await call('askQuestion', { activityId, guestId: cfo, text: 'Margins?' })).statusCode).toBe(401);
    const empty = await call('askQuestion', { activityId, guestId: cfo, text: '   ' }, viewer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'QUESTION_TEXT_REQUIRED', fields: [{ path: 'body.text' }] });
    const noGuest = await call('askQuestion', { activityId, text: 'Margins?' }, viewer);
    expect(noGuest.json()).toMatchObject({ errorCode: 'GUEST_REQUIRED', fields: [{ path: 'body.guestId' }] });
    const other = await liveRoom();
    const foreignGuest = await call('askQuestion', { activityId, guestId: other.cfo, text: 'Margins?' }, viewer);
    expect(foreignGuest.json().errorCode).toBe('GUEST_REQUIRED');
    const moderated = await call('askQuestion', { activityId, guestId: cfo, text: `有${RESTRICTED}吗` }, viewer);
    expect(moderated.json().errorCode).toBe('RESTRICTED_WORDS');

    const early = await liveRoom({}, { meetingStatus: 0, startAt: new Date(TEST_NOW.getTime() + 3_600_000) });
    const notStarted = await call(
      'askQuestion',
      { activityId: early.activityId, guestId: early.cfo, text: 'Hi' },
      viewer,
    );
    expect(notStarted.json().errorMsg).toBe('The event has not started and questions cannot be asked');
    const closed = await liveRoom({ questionsOpen: false });
    const shut = await call('askQuestion', { activityId: closed.activityId, guestId: closed.cfo, text: 'Hi' }, viewer);
    expect(shut.json().errorMsg).toBe('The question entrance is closed');
    const auth = (await call('getUserAskAuthStatus', { activityId: closed.activityId }, viewer)).json().result;
    expect(auth).toEqual({ canAsk: false, reason: 'QUESTIONS_CLOSED', message: 'The question entrance is closed' });
  });

  it('an anonymous question never shows its asker; the answer reaches the public list and the answer count', async () => {
    const { activityId, cfo } = await liveRoom();
    const viewer = identity.user({ nickName: 'Investor Li' });
    const asked = await call(
      'askQuestion',
      { activityId, guestId: cfo, text: 'What drove the margin?', anonymous: true },
      viewer,
    );
    expect(asked.statusCode).toBe(200);
    const question = asked.json().result;
    expect(question).toMatchObject({
      anonymous: true,
      askerName: null,
      state: 'open',
      mine: true,
      guestName: 'Wang (CFO)',
    });
    expect((await call('getQuestionsList', { activityId }, viewer)).json().result.questionList).toEqual([]);

    const desk = (await call('sponsor/listQuestions', { activityId }, sponsor)).json().result.questionList;
    expect(desk[0]).toMatchObject({ questionId: question.questionId, askerName: null });
    expect(JSON.stringify(desk)).not.toContain('Investor Li');
    expect(
      (await call('sponsor/answerQuestion', { ...ref(question, activityId), text: 'Mix.' }, viewer)).statusCode,
    ).toBe(403);
    const since = new Date(TEST_NOW.getTime() - 1000).toISOString();
    const answered = await call(
      'sponsor/answerQuestion',
      { ...ref(question, activityId), text: 'Product mix.' },
      sponsor,
    );
    expect(answered.json().result).toMatchObject({ state: 'answered', answer: { text: 'Product mix.' } });

    const list = (await call('getQuestionsList', { activityId }, identity.user())).json().result.questionList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      text: 'What drove the margin?',
      askerName: null,
      answer: { text: 'Product mix.' },
    });
    expect((await call('getNewAnswerCount', { activityId, since }, viewer)).json().result.count).toBe(1);
    const mine = (await call('getMyQuestions', { activityId }, viewer)).json().result.questionList;
    expect(mine.map((q: { state: string }) => q.state)).toEqual(['answered']);
  });

  it('lets the desk act by console role, and logs every change (decision 030)', async () => {
    const { activityId, cfo } = await liveRoom();
    const viewer = identity.user();
    const asked = await call('askQuestion', { activityId, guestId: cfo, text: 'Dividend policy?' }, viewer);
    const question = asked.json().result;
    const member = async (role: 'secretary' | 'approver' | 'guest', company = companyId) => {
      const user = identity.user();
      await api.ctx.repos.companyMembers.upsert({ companyId: company, userId: user.user.userId, role });
      return user;
    };
    const secretary = await member('secretary');
    const approver = await member('approver');
    const guest = await member('guest');
    const foreignAdmin = identity.user();
    const otherCompany = await insertCompany(api.ctx, '600102');
    await api.ctx.repos.companyMembers.upsert({
      companyId: otherCompany,
      userId: foreignAdmin.user.userId,
      role: 'admin',
    });

    const answer = (who: FakeUser) =>
      call('sponsor/answerQuestion', { ...ref(question, activityId), text: 'Unchanged.' }, who);
    expect((await answer(secretary)).statusCode).toBe(403);
    expect((await answer(guest)).statusCode).toBe(403);
    expect((await answer(foreignAdmin)).statusCode).toBe(403);
    expect((await call('sponsor/listQuestions', { activityId }, foreignAdmin)).statusCode).toBe(403);
    expect((await call('sponsor/listQuestions', { activityId }, guest)).statusCode).toBe(200);
    expect((await call('sponsor/hideQuestion', ref(question, activityId), approver)).statusCode).toBe(403);
    expect((await answer(approver)).statusCode).toBe(200);
    expect((await call('sponsor/setInteractSwitch', { activityId, questionsOpen: false }, secretary)).statusCode).toBe(
      200,
    );

    const log = await api.ctx.repos.audit.page({ companyId, activityId }, 1, 50);
    const actions = JSON.stringify(log);
    expect(actions).toContain('qa.answer');
    expect(actions).toContain('qa.switch');
    expect(actions).toContain(approver.user.userId);
  });

  it('deletes only the asker’s own question', async () => {
    const { activityId, cfo } = await liveRoom();
    const asker = identity.user();
    const q = (await call('askQuestion', { activityId, guestId: cfo, text: 'Dividend?' }, asker)).json().result;
    expect((await call('deleteMyQuestion', ref(q, activityId), identity.user())).statusCode).toBe(404);
    expect((await call('deleteMyQuestion', ref(q, activityId), asker)).json().result).toEqual({
      questionId: q.questionId,
    });
    expect((await call('getMyQuestions', { activityId }, asker)).json().result.questionList).toEqual([]);
  });
});

describe('access', () => {
  it('a rejected user is refused every interaction call and the event stream', async () => {
    const { activityId } = await liveRoom({}, { accessMode: 'registration' });
    const rejected = identity.user();
    await insertSignUp(api.ctx, activityId, rejected.user.userId, 'rejected');
    for (const path of ['getInteractSwitch', 'getAskGuestList', 'getQuestionsList', 'getInteractFileListWeb']) {
      const answer = await call(path, { activityId }, rejected);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json().errorMsg).toBe('You have not been approved');
    }
    const stream = await api.app.inject({
      method: 'GET',
      url: `/roadshow/interact/liveEvents?activityId=${activityId}&lang=en`,
      headers: { cookie: rejected.cookie },
    });
    expect(stream.statusCode).toBe(403);
    const approved = identity.user();
    await insertSignUp(api.ctx, activityId, approved.user.userId, 'approved');
    expect((await call('getInteractSwitch', { activityId }, approved)).json().result).toEqual({
      interactOpen: true,
      questionsOpen: true,
      passwordRequired: false,
    });
    // Spec §8: the rejected user reads "you have not been approved"; "contact the sponsor" is for
    // someone without attend permission (an invitees-only event they are not invited to).
    expect((await call('getNextToDo', { activityId }, rejected)).json().result).toEqual({ todo: 'notApproved' });
    expect((await call('getNextToDo', { activityId })).json().result).toEqual({ todo: 'login' });
    const invitees = await liveRoom({}, { accessMode: 'invitees' });
    expect((await call('getNextToDo', { activityId: invitees.activityId }, rejected)).json().result).toEqual({
      todo: 'contactSponsor',
    });
  });

  it('a paid activity waits for payment', async () => {
    const { activityId } = await liveRoom({}, { accessMode: 'registration', priceCents: 9900 });
    const unpaid = identity.user();
    await insertSignUp(api.ctx, activityId, unpaid.user.userId, 'approved');
    const answer = await call('getInteractSwitch', { activityId }, unpaid);
    expect(answer.json()).toMatchObject({ errorCode: 'PAYMENT_NOT_COMPLETED', errorMsg: 'Payment not completed' });
    expect((await call('getNextToDo', { activityId }, unpaid)).json().result).toEqual({ todo: 'pay' });
  });
});

describe('upvotes', () => {
  async function answeredPair() {
    const { activityId, cfo } = await liveRoom();
    const asker = identity.user();
    const first = (await call('askQuestion', { activityId, guestId: cfo, text: 'First?' }, asker)).json().result;
    const second = (await call('askQuestion', { activityId, guestId: cfo, text: 'Second?' }, asker)).json().result;
    await call('sponsor/answerQuestion', { ...ref(first, activityId), text: 'A1' }, sponsor);
    await call('sponsor/answerQuestion', { ...ref(second, activityId), text: 'A2' }, sponsor);
    return { activityId, first, second };
  }
  const order = async (activityId: number, sort: string) =>
    (await call('getQuestionsList', { activityId, sort }, identity.user()))
      .json()
      .result.questionList.map((q: { text: string }) => q.text);

  it('votes from two users reorder the list; sorting by time ignores them; a vote is withdrawn', async () => {
    const { activityId, first, second } = await answeredPair();
    const [a, b] = [identity.user(), identity.user()];
    await call('upvoteQuestion', ref(first, activityId), a);
    expect(await order(activityId, 'votes')).toEqual(['First?', 'Second?']);
    await call('upvoteQuestion', ref(second, activityId), a);
    const voted = await call('upvoteQuestion', ref(second, activityId), b);
    expect(voted.json().result).toMatchObject({ upvotes: 2, upvoted: true });
    expect(await order(activityId, 'votes')).toEqual(['Second?', 'First?']);
    expect(await order(activityId, 'time')).toEqual(['Second?', 'First?']);
    const back = await call('upvoteQuestion', { ...ref(second, activityId), up: false }, b);
    expect(back.json().result).toMatchObject({ upvotes: 1, upvoted: false });
  });

  it('ten votes at once by one user count once', async () => {
    const { activityId, first } = await answeredPair();
    const voter = identity.user();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('upvoteQuestion', ref(first, activityId), voter)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const list = (await call('getQuestionsList', { activityId }, voter)).json().result.questionList;
    expect(list.find((q: { questionId: number }) => q.questionId === first.questionId)).toMatchObject({
      upvotes: 1,
      upvoted: true,
    });
  });

  it('votes from many users at once all count', async () => {
    const { activityId, first } = await answeredPair();
    const voters = Array.from({ length: 8 }, () => identity.user());
    await Promise.all(voters.map((voter) => call('upvoteQuestion', ref(first, activityId), voter)));
    const list = (await call('getQuestionsList', { activityId }, voters[0])).json().result.questionList;
    expect(list[0]).toMatchObject({ questionId: first.questionId, upvotes: 8 });
  });

  it('only answered questions take votes', async () => {
    const { activityId, cfo } = await liveRoom();
    const q = (await call('askQuestion', { activityId, guestId: cfo, text: 'Open?' }, identity.user())).json().result;
    expect((await call('upvoteQuestion', ref(q, activityId), identity.user())).statusCode).toBe(404);
  });
});

function ref(question: { questionId: number }, activityId: number) {
  return { activityId, questionId: question.questionId };
}
