import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteForDrizzle } from './pglite-drizzle-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with parameters; for migrations, locks and tests, never for feature code. */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs fn while holding a PostgreSQL session advisory lock (PGlite has one connection: no lock
   * needed). fn gets a handle on the lock's own connection, where the lock and statement time-outs
   * are off: migrations wait for each other and may take their time.
   */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Whether the database answers within timeoutMs, asked on a connection of its own: a health
   * check never queues behind requests waiting for the pool.
   */
  ping(timeoutMs: number): Promise<boolean>;
  /** PGlite only: the whole data directory as a tarball, for loadDataDir (tests copy one migrated database). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir?: string;
  /** A PGlite data directory dumped with dumpDataDir(), to start from instead of an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only (decision 028): how long a statement waits for a lock, how long any statement
   * may run, and how long a request waits for a free pool connection, in ms. Unset: no limit.
   */
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
  poolWaitMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Session settings sent when each connection starts: a blocked request fails in seconds
      // (503, try again) instead of holding its connection until the pool runs dry.
      ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.poolWaitMs ? { connectionTimeoutMillis: options.poolWaitMs } : {}),
    });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // take the process down; the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection lost: ${error.message}`));
    const health = createHealthPing(options.url);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      execute: async (sql, params) => {
        const res = await pool.query(sql, params as unknown[]);
        return { rows: res.rows };
      },
      withAdvisoryLock: async (key, fn) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('set lock_timeout = 0; set statement_timeout = 0');
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await fn(drizzlePg({ client: lockClient, schema }) as unknown as Db);
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          await lockClient.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
          lockClient.release();
        }
      },
      ping: health.ping,
      close: async () => {
        await pool.end();
        await health.close();
      },
    };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const { drizzleClient, raw } = pgliteForDrizzle(client);
  const db = drizzlePglite({ client: drizzleClient, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: async (sql, params) => {
      const res = await client.query<Record<string, unknown>>(sql, params as unknown[], { parsers: raw });
      return { rows: res.rows };
    },
    withAdvisoryLock: (_key, fn) => fn(db),
    // One connection by nature: the ping waits its turn, but never longer than asked.
    ping: (timeoutMs) =>
      withinTime(
        client.query('select 1').then(() => true),
        timeoutMs,
      ),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** value, or false when it has not settled within ms (or failed). */
function withinTime(value: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([value.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** The health check's own connection, opened on first use and again after a failure. */
function createHealthPing(url: string) {
  let connecting: Promise<pg.Client> | undefined;
  const drop = async () => {
    const current = connecting;
    connecting = undefined;
    await current?.then((client) => client.end()).catch(() => undefined);
  };
  return {
    async ping(timeoutMs: number): Promise<boolean> {
      if (!connecting) {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
        });
        client.on('error', () => void drop());
        connecting = client.connect().then(() => client);
      }
      const current = connecting;
      const ok = await withinTime(
        current.then((client) => client.query('select 1')).then(() => true),
        timeoutMs,
      );
      if (!ok) await drop();
      return ok;
    },
    close: drop,
  };
}
