import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity } from './support/live-fixtures.ts';
import { openSse } from './support/sse-client.ts';

// The desk's own event stream (decision 063): the console live page hears of a viewer's question,
// and of another desk member's draft, approval and moderation, at once, over a real socket.
const identity = fakeIdentity();
let api: TestApi;
let base: string;
let companyId: number;
let secretary: FakeUser;
let approver: FakeUser;
let foreignAdmin: FakeUser;
const streams: { close(): void }[] = [];

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, liveHub: { heartbeatMs: 200 } });
  companyId = await insertCompany(api.ctx, '600401');
  const otherCompany = await insertCompany(api.ctx, '600402');
  const member = async (company: number, role: 'admin' | 'secretary' | 'approver') => {
    const user = identity.user();
    await api.ctx.repos.companyMembers.upsert({ companyId: company, userId: user.user.userId, role });
    return user;
  };
  secretary = await member(companyId, 'secretary');
  approver = await member(companyId, 'approver');
  foreignAdmin = await member(otherCompany, 'admin');
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await api.close();
});

async function liveRoom() {
  const activityId = await insertLiveActivity(api.ctx, companyId);
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
  return { activityId, cfo };
}

const post = (path: string, body: object, who: FakeUser) =>
  api.app.inject({ method: 'POST', url: `/roadshow/${path}?lang=en`, headers: { cookie: who.cookie }, payload: body });

async function openDesk(activityId: number, who?: FakeUser) {
  const stream = await openSse(
    `${base}/roadshow/console/liveDeskEvents?activityId=${activityId}&lang=en`,
    who ? { cookie: who.cookie } : {},
  );
  streams.push(stream);
  return stream;
}

describe('the desk event stream', () => {
  it('tells the desk of a question asked, drafted, approved and hidden, and not another activity’s desk', async () => {
    const { activityId, cfo } = await liveRoom();
    const other = await liveRoom();
    const desk = await openDesk(activityId, secretary);
    const elsewhere = await openDesk(other.activityId, secretary);
    expect(desk.status).toBe(200);
    expect(desk.headers.get('content-type')).toContain('text/event-stream');

    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Margins?' }, identity.user());
    expect(asked.statusCode).toBe(200);
    const questionId = asked.json().result.questionId as number;
    const frame = await desk.next((f) => f.event === 'question');
    expect(frame.data).toEqual({ questionId, change: 'asked' });
    expect(frame.id).toMatch(/\w+-\w+/);

    await post('console/draftAnswer', { activityId, questionId, text: 'Stable.', sensitive: true }, secretary);
    await desk.next((f) => f.event === 'question' && (f.data as { change: string }).change === 'submitted');
    await post('console/approveAnswer', { activityId, questionId }, approver);
    await desk.next((f) => f.event === 'question' && (f.data as { change: string }).change === 'published');
    await post('console/moderateQuestion', { activityId, questionId, action: 'hide' }, secretary);
    await desk.next((f) => f.event === 'question' && (f.data as { change: string }).change === 'hidden');

    // The other desk got heartbeats meanwhile, but none of these; desks get no viewer counts.
    await expect.poll(() => elsewhere.heartbeats()).toBeGreaterThan(0);
    expect(elsewhere.frames.some((f) => f.event === 'question')).toBe(false);
    expect(desk.frames.some((f) => f.event === 'viewers')).toBe(false);
  });

  it('resumes after Last-Event-ID with what the desk missed', async () => {
    const { activityId, cfo } = await liveRoom();
    const first = await openDesk(activityId, secretary);
    await post('interact/askQuestion', { activityId, guestId: cfo, text: 'One?' }, identity.user());
    const seen = await first.next((f) => f.event === 'question');
    first.close();
    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Two?' }, identity.user());
    const again = await openSse(`${base}/roadshow/console/liveDeskEvents?activityId=${activityId}`, {
      cookie: secretary.cookie,
      'last-event-id': seen.id!,
    });
    streams.push(again);
    const missed = await again.next((f) => f.event === 'question');
    expect(missed.data).toEqual({ questionId: asked.json().result.questionId, change: 'asked' });
  });

  it('is refused to a member of another company (403) and to a visitor (401), before any stream opens', async () => {
    const { activityId } = await liveRoom();
    const foreign = await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/liveDeskEvents?activityId=${activityId}&lang=en`,
      headers: { cookie: foreignAdmin.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toContain('application/json');
    const anonymous = await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/liveDeskEvents?activityId=${activityId}&lang=en`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
