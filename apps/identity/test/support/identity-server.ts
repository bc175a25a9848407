import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { registerSecurityHeaders } from '@roadshow/http-kit/security-headers';
import type { IdentityConfig, IdentityContext } from '../../src/context.ts';
import { createIdentityContext } from '../../src/create-identity-context.ts';
import { identityService } from '../../src/identity-service.ts';

export interface IdentityServer {
  app: FastifyInstance;
  identity: IdentityContext;
  /** Where the suite's files live (avatars, verification photos). */
  dataDir: string;
}

/**
 * The identity service alone, mounted at /identity as the composed server mounts it (cookies,
 * security headers), on a fresh test database and a clock the suite moves: started before the
 * suite's tests, closed after them. It needs nothing of the platform: tickets are redeemed through
 * the identity service's own validate call, as the platform's server does.
 */
export function useIdentityServer(options: {
  /** Where the suite's clock starts (ISO). */
  start: string;
  /** Settings besides the defaults. */
  config?: Partial<Omit<IdentityConfig, 'filesDir'>>;
  /** Origins allowed to frame our pages (the site's embedding parents). */
  frameAncestors?: string[];
  /** Fastify's trustProxy: by default the test's own address (inject's) is a trusted proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Runs on the service's context before the tests (e.g. the demo operator). */
  prepare?: (identity: IdentityContext, now: Date) => Promise<void>;
}) {
  let clock = new Date(options.start);
  let server: IdentityServer | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-identity-suite-'));
    const identity = createIdentityContext({
      database: db.database,
      config: {
        secret: 'identity-test-secret',
        serviceOrigins: [],
        secureCookies: false,
        ...options.config,
        filesDir: join(dataDir, 'files'),
      },
      now: () => clock,
    });
    const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? '127.0.0.1', bodyLimit: 1024 * 1024 });
    await app.register(cookie);
    registerSecurityHeaders(app, { frameAncestors: options.frameAncestors ?? [] });
    await app.register(identityService(identity), { prefix: '/identity' });
    await app.ready();
    await options.prepare?.(identity, clock);
    server = { app, identity, dataDir };
  });
  afterAll(async () => {
    await server?.app.close();
    await db?.dispose();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet (use it inside a test or hook)`);
    return value;
  };
  return {
    server: () => started(server, 'server'),
    db: () => started(db, 'database'),
    now: () => clock,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}
