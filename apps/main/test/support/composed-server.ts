import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { readConfig } from '../../src/config.ts';
import { createServer, type ServerParts } from '../../src/create-server.ts';

/**
 * The composed server (API + identity + pages) on a fresh test database for one suite, on a clock
 * the suite moves: started before its tests, closed after them.
 */
export function useComposedServer(options: {
  /** Where the suite's clock starts (ISO). */
  start: string;
  /** Settings besides the defaults (a throw-away DATA_DIR, a fixed TOKEN_SECRET). */
  env?: Record<string, string>;
  /** Runs on the database before the server opens it (e.g. the demo seed). */
  prepare?: (db: TestDatabase, now: Date) => Promise<void>;
}) {
  let clock = new Date(options.start);
  let server: ServerParts | undefined;
  let db: TestDatabase | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    await options.prepare?.(db, clock);
    dataDir = mkdtempSync(join(tmpdir(), 'roadshow-suite-'));
    server = await createServer({
      config: readConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x', ...options.env }),
      database: db.database,
      bus: createInProcessEventBus(),
      logger: false,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await server?.app.close();
    await db?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
