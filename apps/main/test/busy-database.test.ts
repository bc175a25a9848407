import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { openDatabase, type Database } from '@roadshow/db/client';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { readConfig } from '../src/config.ts';
import { createServer, type ServerParts } from '../src/create-server.ts';

// Hardening item 4: /healthz answers at once while every pool connection is waiting, and the pool
// size comes from DB_POOL_SIZE. PostgreSQL only: PGlite has no pool.
const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);
const HELD_LOCK = 727_999;

describe.runIf(enabled)('health check with an exhausted pool', () => {
  let shared: TestDatabase;
  let database: Database;
  let server: ServerParts;
  let url: URL;

  beforeAll(async () => {
    shared = await openTestDatabase();
    const name = (await shared.database.execute('select current_database() as name')).rows[0]!.name as string;
    url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const config = readConfig({ DATA_DIR: '/tmp/roadshow-busy-test', TOKEN_SECRET: 'x', DB_POOL_SIZE: '2' });
    expect(config.dbPoolSize).toBe(2);
    database = await openDatabase({ url: url.toString(), poolSize: config.dbPoolSize });
    server = await createServer({ config, database, bus: createInProcessEventBus(), logger: false });
  });
  afterAll(async () => {
    await server?.app.close();
    await database?.close();
    await shared?.dispose();
  });

  it('answers /healthz within a second while both pool connections wait on a lock', async () => {
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [HELD_LOCK]);
    // Transaction-level: each waiting query lets go of the lock as soon as it has it.
    const waiting = [1, 2].map(() => database.execute('select pg_advisory_xact_lock($1)', [HELD_LOCK]));
    let health: Awaited<ReturnType<typeof server.app.inject>> | 'late';
    try {
      // The pool is taken only once both queries hold a connection: wait until PostgreSQL sees them.
      for (let seen = 0; seen < 2;) {
        const rows = await holder.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        seen = rows.rows[0].n as number;
      }
      health = await Promise.race([
        server.app.inject('/healthz'),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2000).unref()),
      ]);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [HELD_LOCK]);
      await holder.end();
      await Promise.all(waiting);
    }
    expect(health).not.toBe('late');
    if (health !== 'late') expect(health.statusCode).toBe(200);
  });
});
