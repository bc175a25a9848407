import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity } from './support/live-fixtures.ts';
import { openSse } from './support/sse-client.ts';

// The room's event stream over a real socket: events, resume, heartbeat, viewer count.
const identity = fakeIdentity();
let api: TestApi;
let base: string;
let sponsor: FakeUser;
let companyId: number;
const streams: { close(): void }[] = [];

beforeAll(async () => {
  api = await buildTestApi({
    seed: false,
    identityTransport: identity.transport,
    liveHub: { heartbeatMs: 200, viewersThrottleMs: 50 },
  });
  companyId = await insertCompany(api.ctx, '600201');
  sponsor = identity.user();
  await api.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await api.close();
});

async function liveRoom() {
  const activityId = await insertLiveActivity(api.ctx, companyId);
  const guestId = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang' });
  return { activityId, guestId };
}

const call = (path: string, body: object, who: FakeUser) =>
  api.app.inject({ method: 'POST', url: `/roadshow/interact/${path}`, headers: { cookie: who.cookie }, payload: body });

async function open(activityId: number, who: FakeUser, lastEventId?: string) {
  const stream = await openSse(`${base}/roadshow/interact/liveEvents?activityId=${activityId}`, {
    cookie: who.cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(stream);
  return stream;
}

async function askAndAnswer(activityId: number, guestId: number, text: string) {
  const q = (await call('askQuestion', { activityId, guestId, text }, identity.user())).json().result;
  await call('sponsor/answerQuestion', { activityId, questionId: q.questionId, text: `Re: ${text}` }, sponsor);
  return q.questionId as number;
}

describe('live events', () => {
  it('streams an answer to every viewer of the room, and not to another room', async () => {
    const room = await liveRoom();
    const other = await liveRoom();
    const viewer = await open(room.activityId, identity.user());
    const elsewhere = await open(other.activityId, identity.user());
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toContain('text/event-stream');
    const questionId = await askAndAnswer(room.activityId, room.guestId, 'Capex?');
    const frame = await viewer.next((f) => f.event === 'answer');
    expect(frame.data).toEqual({ questionId, guestId: room.guestId });
    expect(frame.id).toMatch(/\w+-\w+/);
    // The other room got its heartbeat meanwhile, but no answer.
    await expect.poll(() => elsewhere.heartbeats()).toBeGreaterThan(0);
    expect(elsewhere.frames.some((f) => f.event === 'answer')).toBe(false);
  });

  it('resumes after Last-Event-ID with what was missed; an unknown id asks for a reset', async () => {
    const room = await liveRoom();
    const first = await open(room.activityId, identity.user());
    await askAndAnswer(room.activityId, room.guestId, 'One?');
    const seen = await first.next((f) => f.event === 'answer');
    first.close();
    const missed = await askAndAnswer(room.activityId, room.guestId, 'Two?');
    await call('sponsor/setInteractSwitch', { activityId: room.activityId, questionsOpen: false }, sponsor);
    const again = await open(room.activityId, identity.user(), seen.id);
    const replayed = await again.next((f) => f.event === 'interact');
    expect(replayed.data).toEqual({ interactOpen: true, questionsOpen: false });
    const names = again.frames.filter((f) => f.id).map((f) => f.event);
    expect(names).toEqual(['answer', 'interact']);
    expect(again.frames.find((f) => f.event === 'answer')!.data).toMatchObject({ questionId: missed });
    const lost = await open(room.activityId, identity.user(), 'no-such-id');
    await lost.next((f) => f.event === 'reset');
  });

  it('counts the viewers online and says so as they come and go', async () => {
    const room = await liveRoom();
    const a = await open(room.activityId, identity.user());
    const b = await open(room.activityId, identity.user());
    await b.next((f) => f.event === 'viewers' && (f.data as { count: number }).count === 2);
    const count = await call('getOnlineCount', { activityId: room.activityId }, identity.user());
    expect(count.json().result.count).toBe(2);
    b.close();
    await a.next((f) => f.event === 'viewers' && (f.data as { count: number }).count === 1);
  });

  it('pushes vote changes', async () => {
    const room = await liveRoom();
    const viewer = await open(room.activityId, identity.user());
    const questionId = await askAndAnswer(room.activityId, room.guestId, 'Votes?');
    await call('upvoteQuestion', { activityId: room.activityId, questionId }, identity.user());
    const frame = await viewer.next((f) => f.event === 'votes');
    expect(frame.data).toEqual({ questionId, upvotes: 1 });
  });
});
