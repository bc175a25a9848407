import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceMeetingStatuses } from '../src/services/jobs/advance-meeting-statuses.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity } from './support/live-fixtures.ts';

// Replay offsets (decision 035): an answer's place on the recording is counted from the room's
// recording start. The status sweep sets that start when it turns an event live on time (the usual
// case, no one presses "Go live"), and a corrected answer keeps its place.
const identity = fakeIdentity();
let api: TestApi;
let clock = TEST_NOW;
let companyId: number;
let secretary: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyId = await insertCompany(api.ctx, '600401');
  secretary = identity.user();
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser) =>
  api.app.inject({ method: 'POST', url: `/roadshow/${path}?lang=en`, headers: { cookie: who.cookie }, payload: body });

const minutes = (n: number) => n * 60_000;

/** A preview starting a minute after TEST_NOW, an hour long, with its room (no recording start yet). */
async function previewRoom(room: { recordingStartedAt?: Date } = {}) {
  const startAt = new Date(TEST_NOW.getTime() + minutes(1));
  const activityId = await insertLiveActivity(api.ctx, companyId, {
    activity: { meetingStatus: 0, startAt, endAt: new Date(startAt.getTime() + minutes(60)) },
    room,
  });
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
  return { activityId, cfo, startAt };
}

async function answer(activityId: number, questionId: number, text: string) {
  expect((await post('console/draftAnswer', { activityId, questionId, text }, secretary)).statusCode).toBe(200);
  expect((await post('console/publishAnswer', { activityId, questionId }, secretary)).statusCode).toBe(200);
}

const offsets = async (activityId: number, who: FakeUser) =>
  (
    (await post('interact/getQuestionsList', { activityId, sort: 'time' }, who)).json().result.questionList as {
      answer: { text: string; replayOffset: number | null };
    }[]
  ).map((q) => q.answer);

describe('the status sweep starts the recording', () => {
  it('sets the scheduled start once, whichever of several sweeps at once moves the event', async () => {
    const { activityId, cfo, startAt } = await previewRoom();
    // The sweep notices 30 s late; three processes sweep at the same moment.
    clock = new Date(startAt.getTime() + 30_000);
    const moved = await Promise.all([1, 2, 3].map(() => advanceMeetingStatuses(api.ctx)));
    expect(moved.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect((await api.ctx.repos.live.settings(activityId))!.recordingStartedAt).toEqual(startAt);
    // A later sweep (nothing to move) leaves it as it is.
    clock = new Date(startAt.getTime() + minutes(5));
    await advanceMeetingStatuses(api.ctx);
    expect((await api.ctx.repos.live.settings(activityId))!.recordingStartedAt).toEqual(startAt);

    // An answer 90 s into the event is "Play from 01:30" on the replay.
    clock = new Date(startAt.getTime() + 90_000);
    const viewer = identity.user();
    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Margins?' }, viewer);
    expect(asked.statusCode).toBe(200);
    await answer(activityId, asked.json().result.questionId, 'Product mix.');
    expect(await offsets(activityId, viewer)).toEqual([expect.objectContaining({ replayOffset: 90 })]);

    // Corrected ten minutes later, it keeps its moment.
    clock = new Date(startAt.getTime() + minutes(11));
    await answer(activityId, asked.json().result.questionId, 'Product mix and scale.');
    expect(await offsets(activityId, viewer)).toEqual([
      { text: 'Product mix and scale.', replayOffset: 90, publishedAt: expect.any(String) },
    ]);
  });

  it('keeps a start the console set, and sets one for an event that went straight to its replay', async () => {
    const pressed = new Date(TEST_NOW.getTime() - minutes(2));
    const early = await previewRoom({ recordingStartedAt: pressed });
    const missed = await previewRoom();
    // The sweep first runs after both have ended.
    clock = new Date(missed.startAt.getTime() + minutes(61));
    await advanceMeetingStatuses(api.ctx);
    expect((await api.ctx.repos.live.settings(early.activityId))!.recordingStartedAt).toEqual(pressed);
    expect((await api.ctx.repos.live.settings(missed.activityId))!.recordingStartedAt).toEqual(missed.startAt);
  });
});

describe('a corrected answer', () => {
  it('keeps its first publication time through the direct answer call too', async () => {
    clock = TEST_NOW;
    const activityId = await insertLiveActivity(api.ctx, companyId, {
      room: { recordingStartedAt: new Date(TEST_NOW.getTime() - minutes(10)) },
    });
    const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
    const approver = identity.user();
    await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
    const asked = await post('interact/askQuestion', { activityId, guestId: cfo, text: 'Capex?' }, identity.user());
    const questionId = asked.json().result.questionId as number;
    const direct = (text: string) =>
      post('interact/sponsor/answerQuestion', { activityId, questionId, text }, approver).then((r) => r.json());
    expect((await direct('About 2 bn.')).result.answer.replayOffset).toBe(600);
    clock = new Date(TEST_NOW.getTime() + minutes(3));
    expect((await direct('About 2.1 bn.')).result.answer).toMatchObject({ text: 'About 2.1 bn.', replayOffset: 600 });
  });
});
