import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

/** Where the migrated databases of one test run are; handed from the global setup to every test file. */
export interface TestDatabaseTemplate {
  /** A PGlite data directory (dumpDataDir tarball) with every migration applied. */
  pgliteDump: string;
  /** On the DATABASE_URL server: a migrated database that each test file copies (`create database … template`). */
  postgresTemplate?: string;
}

/** Runs the given admin statements on the server of `url`, one connection, closed after. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/setup/migrate-once.ts; absent when a file runs without that global setup. */
    testDatabaseTemplate?: TestDatabaseTemplate;
  }
}

export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Migrates once per test run, so each test file copies a finished database instead of starting an
 * empty cluster and replaying every migration (seconds per file on a loaded machine).
 */
export async function createTestDatabaseTemplate(
  postgresUrl: string | undefined,
): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'roadshow-db-template-'));
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(pglite);
  const dump = await pglite.dumpDataDir!();
  await pglite.close();
  const pgliteDump = join(dir, 'migrated.tar');
  await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));

  let postgresTemplate: string | undefined;
  if (postgresUrl) {
    postgresTemplate = `roadshow_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(postgresUrl, `create database ${postgresTemplate}`);
    const database = await openDatabase({ url: databaseUrl(postgresUrl, postgresTemplate), poolSize: 2 });
    await migrateDatabase(database);
    // A template must have no open connections when it is copied.
    await database.close();
  }
  return {
    template: { pgliteDump, postgresTemplate },
    async dispose() {
      await rm(dir, { recursive: true, force: true });
      if (postgresUrl && postgresTemplate)
        await onServer(postgresUrl, `drop database if exists ${postgresTemplate} with (force)`);
    },
  };
}
