import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity, insertSignUp } from './support/live-fixtures.ts';
import { openSse } from './support/sse-client.ts';

// Decision 073: the room's event streams are capped per user (and per address for anonymous
// viewers), a room nobody watches gives its memory back, a barred or revoked viewer's stream ends,
// and the polling fallback counts against `livePoll`.
const identity = fakeIdentity();
let api: TestApi;
let base: string;
let companyId: number;
let secretary: FakeUser;
let sponsor: FakeUser;
let streams: Awaited<ReturnType<typeof openSse>>[] = [];

beforeAll(async () => {
  api = await buildTestApi({
    seed: false,
    identityTransport: identity.transport,
    liveHub: { heartbeatMs: 40, idleRoomMs: 120, maxStreamsPerUser: 2, maxStreamsPerAddress: 3 },
  });
  companyId = await insertCompany(api.ctx, '600501');
  secretary = identity.user();
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
  sponsor = identity.user();
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: sponsor.user.userId, role: 'admin' });
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(streams.map((stream) => stream.ended));
  streams = [];
});
afterAll(() => api.close());

async function open(activityId: number, who?: FakeUser, options: { lang?: string; lastEventId?: string } = {}) {
  const stream = await openSse(
    `${base}/roadshow/interact/liveEvents?activityId=${activityId}&lang=${options.lang ?? 'en'}`,
    {
      ...(who ? { cookie: who.cookie } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  );
  streams.push(stream);
  return stream;
}

const post = (path: string, body: object, who?: FakeUser) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/${path}?lang=en`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

async function liveRoom(activity: object = {}) {
  const activityId = await insertLiveActivity(api.ctx, companyId, { activity });
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang' });
  return { activityId, cfo };
}

describe('stream caps', () => {
  it('lets a user hold two streams: of three opened at once, one is refused with 429 in their language', async () => {
    const { activityId } = await liveRoom();
    const other = await liveRoom();
    const viewer = identity.user();
    const opened = await Promise.all([
      open(activityId, viewer, { lang: 'zh-CN' }),
      open(activityId, viewer, { lang: 'zh-CN' }),
      open(other.activityId, viewer, { lang: 'zh-CN' }),
    ]);
    expect(opened.map((s) => s.status).sort()).toEqual([200, 200, 429]);
    expect(opened.find((s) => s.status === 429)!.refusal).toMatchObject({
      errorCode: 'LIVE_STREAMS_LIMIT',
      errorMsg: '您同时打开的直播间实时连接过多，请关闭其他直播页面后刷新重试',
    });
    // Someone else is not held back by it; closing one gives the place back.
    expect((await open(activityId, identity.user())).status).toBe(200);
    const held = opened.find((s) => s.status === 200)!;
    held.close();
    await held.ended;
    await expect.poll(async () => (await open(activityId, viewer)).status).toBe(200);
  });

  it('counts anonymous viewers per address (three here), logged-in ones apart', async () => {
    const { activityId } = await liveRoom();
    const anonymous = await Promise.all([1, 2, 3, 4].map(() => open(activityId)));
    expect(anonymous.map((s) => s.status).sort()).toEqual([200, 200, 200, 429]);
    expect((await open(activityId, identity.user())).status).toBe(200);
  });
});

describe('idle rooms', () => {
  it('forgets a room nobody watches: its ring goes, a resume after it gets a reset', async () => {
    await expect.poll(() => api.ctx.liveHub.roomCount()).toBe(0);
    const { activityId, cfo } = await liveRoom();
    const viewer = await open(activityId, identity.user());
    expect(api.ctx.liveHub.roomCount()).toBe(1);
    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Capex?' }, identity.user());
    const questionId = asked.json().result.questionId as number;
    await post('console/draftAnswer', { activityId, questionId, text: 'About 2 bn.' }, secretary);
    await post('console/publishAnswer', { activityId, questionId }, secretary);
    const frame = await viewer.next((f) => f.event === 'answer');
    viewer.close();
    await viewer.ended;
    await expect.poll(() => api.ctx.liveHub.roomCount()).toBe(0);
    const back = await open(activityId, identity.user(), { lastEventId: frame.id });
    await back.next((f) => f.event === 'reset');
  });
});

describe('revoked viewers', () => {
  it('a viewer the desk bars gets `revoked`, their stream ends and stays shut; others keep theirs', async () => {
    const { activityId, cfo } = await liveRoom();
    const troll = identity.user();
    const neighbour = identity.user();
    const trollStream = await open(activityId, troll);
    const neighbourStream = await open(activityId, neighbour);
    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Spam' }, troll);
    const questionId = asked.json().result.questionId as number;
    const banned = await post('console/moderateQuestion', { activityId, questionId, action: 'ban' }, secretary);
    expect(banned.statusCode).toBe(200);
    await trollStream.next((f) => f.event === 'revoked');
    await trollStream.ended;
    const again = await open(activityId, troll);
    expect(again.status).toBe(403);
    expect(again.refusal).toMatchObject({ errorCode: 'ASKER_BANNED' });
    const status = await post('interact/getUserAskAuthStatus', { activityId }, troll);
    expect(status.json().result).toMatchObject({ canAsk: false, reason: 'ASKER_BANNED' });
    // The neighbour's stream goes on and hears the next change.
    await post('console/setLiveSwitches', { activityId, questionsOpen: false }, secretary);
    await neighbourStream.next((f) => f.event === 'interact');
    expect(neighbourStream.frames.some((f) => f.event === 'revoked')).toBe(false);
  });

  it('an approved sign-up taken back ends the stream; the reconnection is refused as "not approved"', async () => {
    const { activityId } = await liveRoom({ accessMode: 'registration' });
    const investor = identity.user();
    await insertSignUp(api.ctx, activityId, investor.user.userId, 'approved');
    const stream = await open(activityId, investor);
    expect(stream.status).toBe(200);
    const [signUp] = await api.ctx.repos.signUps.list(activityId, 'approved');
    const decided = await post(
      'console/decideSignUps',
      { activityId, signUpIds: [signUp!.id], decision: 'reject', reason: 'Not an investor', fromState: 'approved' },
      sponsor,
    );
    expect(decided.json().result.outcomes[0]).toMatchObject({ ok: true });
    await stream.next((f) => f.event === 'revoked');
    await stream.ended;
    const again = await open(activityId, investor);
    expect(again.refusal).toMatchObject({ errorCode: 'SIGN_UP_NOT_APPROVED', errorMsg: 'You have not been approved' });
    expect((await post('interact/getNextToDo', { activityId }, investor)).json().result).toEqual({
      todo: 'notApproved',
    });
  });
});

describe('the polling fallback', () => {
  it('counts the questions, my questions and the viewer count against livePoll (120 a minute)', async () => {
    const { activityId } = await liveRoom();
    const viewer = identity.user();
    const calls = ['getQuestionsList', 'getMyQuestions', 'getOnlineCount'];
    const codes = [];
    for (let i = 0; i < 120; i += 1)
      codes.push((await post(`interact/${calls[i % 3]}`, { activityId }, viewer)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
    for (const call of calls) {
      const refused = await post(`interact/${call}`, { activityId }, viewer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errorCode).toBe('RATE_LIMITED');
    }
  });
});

describe('the device check’s event stream', () => {
  it('sends its ready frame while the stream is still open, then ends it', async () => {
    const probe = await openSse(`${base}/roadshow/interact/testEvents`);
    expect(probe.status).toBe(200);
    expect(probe.headers.get('content-type')).toContain('text/event-stream');
    await probe.next((f) => f.event === 'ready');
    // The frame came before the end: the stream is still open when it is read.
    let over = false;
    void probe.ended.then(() => (over = true));
    expect(over).toBe(false);
    await probe.ended;
  });
});
