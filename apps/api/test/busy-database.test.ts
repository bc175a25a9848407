import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@roadshow/db/client';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { createApiContext } from '../src/create-api-context.ts';
import type { ApiContext } from '../src/context.ts';
import { roadshowApi } from '../src/roadshow-api.ts';
import { createInProcessEventBus } from '../src/services/events/event-bus.ts';
import { TEST_NOW } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity } from './support/fake-identity.ts';

// Hardening item 4: with an activity's lock held elsewhere, sign-ups fail fast with 503 and
// Retry-After (lock time-out) instead of queueing until the pool runs dry. PostgreSQL only: PGlite
// has one connection per process by design, so nothing else can hold a lock.
const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);
const SIGN_UP_LOCK_CLASS = 5_016;
const LOCK_TIMEOUT_MS = 800;

describe.runIf(enabled)('sign-ups while the activity lock is held elsewhere', () => {
  const identity = fakeIdentity();
  let shared: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let ctx: ApiContext;
  let url: URL;

  beforeAll(async () => {
    shared = await openTestDatabase();
    const name = (await shared.database.execute('select current_database() as name')).rows[0]!.name as string;
    url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openDatabase({
      url: url.toString(),
      poolSize: 3,
      lockTimeoutMs: LOCK_TIMEOUT_MS,
      poolWaitMs: LOCK_TIMEOUT_MS * 4,
    });
    ctx = createApiContext({
      database,
      bus: createInProcessEventBus(),
      config: { tokenSecret: 'shared', allowedOrigins: [], listCacheTtlMs: 60_000 },
      identityTransport: identity.transport,
      now: () => TEST_NOW,
    });
    app = Fastify({ logger: false });
    await app.register(cookie);
    await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await shared?.dispose();
  });

  const signUp = (activityId: number) =>
    app.inject({
      method: 'POST',
      url: '/roadshow/activity/signOrAppointment',
      headers: { cookie: identity.user().cookie },
      payload: { activityId, source: '01' },
    });

  it('answers 503 SERVICE_BUSY with Retry-After within the lock time-out, then works again', async () => {
    const activityId = await insertActivity(ctx, { companyId: await insertCompany(ctx, '600019'), quota: 100 });
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    let answers: Awaited<ReturnType<typeof signUp>>[];
    let elapsedMs: number;
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [SIGN_UP_LOCK_CLASS, activityId]);
      const started = Date.now();
      // Six requests on three connections: two rounds of the lock time-out.
      answers = await Promise.race([
        Promise.all(Array.from({ length: 6 }, () => signUp(activityId))),
        // Without a lock time-out the sign-ups would wait for the holder for ever: give up and fail.
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('sign-ups still waiting')), LOCK_TIMEOUT_MS * 8).unref(),
        ),
      ]);
      elapsedMs = Date.now() - started;
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json().errorCode).toBe('SERVICE_BUSY');
    }
    expect(elapsedMs).toBeLessThan(LOCK_TIMEOUT_MS * 8);
    expect((await signUp(activityId)).statusCode).toBe(200);
  });
});
