import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@roadshow/db/client';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import type { ApiContext } from '../src/context.ts';
import { createApiContext } from '../src/create-api-context.ts';
import { roadshowApi } from '../src/roadshow-api.ts';
import type { EventBus } from '../src/services/events/event-bus.ts';
import { createRedisEventBus } from '../src/services/events/redis-event-bus.ts';
import { TEST_NOW } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity } from './support/fake-identity.ts';
import { insertGuest, insertLiveRoom } from './support/live-fixtures.ts';
import { openSse } from './support/sse-client.ts';

// DESIGN §7 scale-out: two servers, each with its own connection pool, Redis connections and SSE hub
// (as two processes behind a load balancer), sharing PostgreSQL and Redis. A viewer's stream is held
// by server B; the answer is published on server A; Redis carries it across.
const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** A public activity that started ten minutes ago, live, with one guest (Wang) who answers. */
async function liveActivity(ctx: ApiContext, companyId: number) {
  const activityId = await insertActivity(ctx, {
    companyId,
    accessMode: 'public',
    meetingStatus: 1,
    startAt: new Date(TEST_NOW.getTime() - 600_000),
  });
  const guestId = await insertGuest(ctx, activityId, { zh: '王财务', en: 'Wang' });
  await insertLiveRoom(ctx, activityId);
  return { activityId, guestId };
}

describe.runIf(enabled)('live room over two servers on PostgreSQL and Redis', () => {
  const identity = fakeIdentity();
  let shared: TestDatabase;
  const servers: { app: FastifyInstance; ctx: ApiContext; database: Database; bus: EventBus; url: string }[] = [];
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    shared = await openTestDatabase();
    const name = (await shared.database.execute('select current_database() as name')).rows[0]!.name as string;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const channelPrefix = `roadshow-live-${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString(), poolSize: 5 });
      const bus = await createRedisEventBus({ url: process.env.REDIS_URL!, channelPrefix });
      const ctx = createApiContext({
        database,
        bus,
        config: { tokenSecret: 'shared', allowedOrigins: [], listCacheTtlMs: 60_000 },
        identityTransport: identity.transport,
        now: () => TEST_NOW,
        liveHub: { heartbeatMs: 300, viewersThrottleMs: 50 },
      });
      const app = Fastify({ logger: false });
      await app.register(cookie);
      await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
      const listening = await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push({ app, ctx, database, bus, url: listening });
    }
  });
  afterAll(async () => {
    for (const close of closers) close();
    for (const server of servers) {
      await server.app.close();
      server.ctx.liveHub.close();
      server.ctx.deskHub.close();
      await server.bus.close();
      await server.database.close();
    }
    await shared.dispose();
  });

  it('an answer published on server A reaches a viewer streaming from server B; both count both viewers', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const companyId = await insertCompany(a.ctx, '600301');
    const sponsor = identity.user();
    await a.ctx.repos.activityDetail.addSponsor(sponsor.user.userId, [companyId]);
    const { activityId, guestId } = await liveActivity(a.ctx, companyId);

    const onB = await openSse(`${b.url}/roadshow/interact/liveEvents?activityId=${activityId}`, {
      cookie: identity.user().cookie,
    });
    const onA = await openSse(`${a.url}/roadshow/interact/liveEvents?activityId=${activityId}`, {
      cookie: identity.user().cookie,
    });
    closers.push(onB.close, onA.close);
    expect(onB.status).toBe(200);

    const asker = identity.user();
    const asked = await b.app.inject({
      method: 'POST',
      url: '/roadshow/interact/askQuestion',
      headers: { cookie: asker.cookie },
      payload: { activityId, guestId, text: 'Guidance for next year?', anonymous: true },
    });
    const questionId = asked.json().result.questionId as number;
    const answered = await a.app.inject({
      method: 'POST',
      url: '/roadshow/interact/sponsor/answerQuestion',
      headers: { cookie: sponsor.cookie },
      payload: { activityId, questionId, text: 'Double-digit growth.' },
    });
    expect(answered.statusCode).toBe(200);

    const frame = await onB.next((f) => f.event === 'answer');
    expect(frame.data).toEqual({ questionId, guestId });
    // The viewer on B then reads the answer from B (its own pool, same database).
    const list = await b.app.inject({
      method: 'POST',
      url: '/roadshow/interact/getQuestionsList',
      payload: { activityId },
    });
    expect(list.json().result.questionList[0]).toMatchObject({ questionId, answer: { text: 'Double-digit growth.' } });
    // Presence travels too: each server reports its one viewer and both see two.
    await onB.next((f) => f.event === 'viewers' && (f.data as { count: number }).count === 2);
    await onA.next((f) => f.event === 'viewers' && (f.data as { count: number }).count === 2);
  });

  it('the desk on server A (approval, files) reaches a viewer streaming from server B (decision 043)', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const companyId = await insertCompany(a.ctx, '600302');
    const secretary = identity.user();
    const approver = identity.user();
    await a.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
    await a.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
    const { activityId, guestId } = await liveActivity(a.ctx, companyId);
    const onB = await openSse(`${b.url}/roadshow/interact/liveEvents?activityId=${activityId}`, {
      cookie: identity.user().cookie,
    });
    closers.push(onB.close);
    const asked = await b.app.inject({
      method: 'POST',
      url: '/roadshow/interact/askQuestion',
      headers: { cookie: identity.user().cookie },
      payload: { activityId, guestId, text: 'Any write-downs?' },
    });
    const questionId = asked.json().result.questionId as number;
    const desk = (server: (typeof servers)[0], path: string, who: typeof secretary, payload: object) =>
      server.app.inject({ method: 'POST', url: `/roadshow/console/${path}`, headers: { cookie: who.cookie }, payload });
    // Drafted on B, approved on A: the two servers share the draft through PostgreSQL.
    expect(
      (await desk(b, 'draftAnswer', secretary, { activityId, questionId, text: 'None.', sensitive: true })).statusCode,
    ).toBe(200);
    expect((await desk(a, 'approveAnswer', approver, { activityId, questionId })).statusCode).toBe(200);
    expect((await onB.next((f) => f.event === 'answer')).data).toEqual({ questionId, guestId });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    expect(
      (await desk(a, 'uploadLiveFile', secretary, { activityId, kind: 'file', name: 'Deck', contentBase64: pdf }))
        .statusCode,
    ).toBe(200);
    await onB.next((f) => f.event === 'files');
    expect((await desk(a, 'setLiveStatus', secretary, { activityId, status: 'ended' })).statusCode).toBe(200);
    expect((await onB.next((f) => f.event === 'status')).data).toEqual({ meetStatus: '2' });
  });

  it("a viewer's question asked on server A reaches the desk streaming from server B (decision 063)", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const companyId = await insertCompany(a.ctx, '600303');
    const secretary = identity.user();
    await a.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
    const { activityId, guestId } = await liveActivity(a.ctx, companyId);
    const deskOnB = await openSse(`${b.url}/roadshow/console/liveDeskEvents?activityId=${activityId}`, {
      cookie: secretary.cookie,
    });
    closers.push(deskOnB.close);
    expect(deskOnB.status).toBe(200);
    const asked = await a.app.inject({
      method: 'POST',
      url: '/roadshow/interact/askQuestion',
      headers: { cookie: identity.user().cookie },
      payload: { activityId, guestId, text: 'Dividend policy?' },
    });
    const questionId = asked.json().result.questionId as number;
    expect((await deskOnB.next((f) => f.event === 'question')).data).toEqual({ questionId, change: 'asked' });
  });
});
