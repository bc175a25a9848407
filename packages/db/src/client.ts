import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with parameters; for migrations, locks and tests, never for feature code. */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs fn while holding a PostgreSQL session advisory lock (PGlite has one connection: no lock needed). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // take the process down; the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection lost: ${error.message}`));
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
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: async (sql, params) => {
      const res = await client.query<Record<string, unknown>>(sql, params as unknown[]);
      return { rows: res.rows };
    },
    withAdvisoryLock: (_key, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
