import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
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

// DESIGN §7: a sign-up burst split over two servers, each with its own connection pool and cache,
// sharing one PostgreSQL database (as two processes would), never oversells. PostgreSQL only: PGlite
// has one connection per process by design.
const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);

describe.runIf(enabled)('sign-up burst over two servers on PostgreSQL', () => {
  const identity = fakeIdentity();
  let shared: TestDatabase;
  const servers: { app: FastifyInstance; ctx: ApiContext; database: Database }[] = [];

  beforeAll(async () => {
    shared = await openTestDatabase();
    const name = (await shared.database.execute('select current_database() as name')).rows[0]!.name as string;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString(), poolSize: 10 });
      const ctx = createApiContext({
        database,
        bus: createInProcessEventBus(),
        config: { tokenSecret: 'shared', allowedOrigins: [], listCacheTtlMs: 60_000 },
        identityTransport: identity.transport,
        now: () => TEST_NOW,
      });
      const app = Fastify({ logger: false });
      await app.register(cookie);
      await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
      await app.ready();
      servers.push({ app, ctx, database });
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.app.close();
      await server.database.close();
    }
    await shared.dispose();
  });

  it('500 sign-ups for 100 seats, alternating between the servers: exactly 100, no 5xx', async () => {
    const ctx = servers[0]!.ctx;
    const activityId = await insertActivity(ctx, { companyId: await insertCompany(ctx, '600009'), quota: 100 });
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        servers[i % 2]!.app.inject({
          method: 'POST',
          url: '/roadshow/activity/signOrAppointment',
          headers: { cookie: identity.user().cookie },
          payload: { activityId, source: '01' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(100);
    expect(codes.filter((code) => code === 409)).toHaveLength(400);
    expect(await ctx.repos.signUps.seatsTaken(activityId)).toBe(100);
  });
});
