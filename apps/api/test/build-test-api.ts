import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedDatabase } from '@roadshow/db/seed/seed-database';
import { openTestDatabase, openTestPglite, type TestSnapshot } from '@roadshow/db/testing/open-test-database';
import type { ApiContext } from '../src/context.ts';
import { createApiContext } from '../src/create-api-context.ts';
import { roadshowApi } from '../src/roadshow-api.ts';
import { createInProcessEventBus } from '../src/services/events/event-bus.ts';
import type { LiveHubOptions } from '../src/services/live/live-hub.ts';
import type { PayConfig } from '../src/services/pay/pay-config.ts';
import type { PaymentProvider } from '../src/services/pay/payment-provider.ts';
import type { IdentityTransport } from '../src/services/identity/identity-client.ts';
import { reindexSearchText } from '../src/services/search/reindex-search-text.ts';

/** Seeds are relative to this instant, so every run sees the same data. */
export const TEST_NOW = new Date('2026-11-20T06:00:00.000Z');

export interface TestApi {
  app: FastifyInstance;
  ctx: ApiContext;
  close(): Promise<void>;
}

export interface TestApiOptions {
  seed?: boolean;
  now?: () => Date;
  /** Embedded PGlite even when the suite runs on PostgreSQL: for comparing the two engines. */
  pglite?: boolean;
  /** A stand-in identity service (see support/fake-identity.ts); without one nobody is logged in. */
  identityTransport?: IdentityTransport;
  /** Timings of the SSE hub (heartbeats, viewer counts). */
  liveHub?: LiveHubOptions;
  /** A payment provider instead of the sandbox (the Alipay and WeChat Pay adapters against the database). */
  paymentProvider?: PaymentProvider;
  /** Payment settings (order lifetime, time to pay); unset: the defaults. */
  pay?: PayConfig;
  /** Where the server's warnings and errors go (JSON lines); unset: no logger. */
  logStream?: Writable;
  /** Files on disk under this directory instead of in memory, for tests that look at what was stored. */
  filesDir?: string;
}

/** The demo seed at TEST_NOW, made once per run and copied by every suite that wants it. */
const SEEDED: TestSnapshot = {
  key: 'api-seed-2026-11-20t06',
  prepare: (database) => seedDatabase(database, { now: TEST_NOW }),
};

/** The roadshow API on a fresh seeded database, called with app.inject: no port, no sleep. */
export async function buildTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const snapshot = options.seed === false ? undefined : SEEDED;
  const { database, dispose } = options.pglite ? await openTestPglite(snapshot) : await openTestDatabase(snapshot);
  const bus = createInProcessEventBus();
  const ctx = createApiContext({
    database,
    bus,
    config: {
      tokenSecret: 'test-secret',
      allowedOrigins: ['https://partner.example'],
      listCacheTtlMs: 60_000,
      pay: options.pay,
      filesDir: options.filesDir,
    },
    now: options.now ?? (() => TEST_NOW),
    identityTransport: options.identityTransport,
    liveHub: options.liveHub,
    paymentProvider: options.paymentProvider,
  });
  if (options.seed !== false) await reindexSearchText(ctx);
  const app = Fastify({ logger: options.logStream ? { level: 'warn', stream: options.logStream } : false });
  await app.register(cookie);
  await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await bus.close();
      await dispose();
    },
  };
}
