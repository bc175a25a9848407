import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { databaseUrl, onServer } from './test-database-template.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * Data many test files start from (the demo seed at a fixed instant): made by the first file that
 * asks for it in a run and copied by the rest. `prepare` must give the same rows every time.
 */
export interface TestSnapshot {
  /** Names the snapshot within a run: [a-z0-9-] only. */
  key: string;
  prepare(database: Database): Promise<void>;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function loadPglite(dump: string): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(dump)]) });
}

/** An embedded PGlite in memory, migrated (and prepared): a copy of the run's dump when there is one. */
export async function openTestPglite(snapshot?: TestSnapshot): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');
  if (!template) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    await snapshot?.prepare(database);
    return { database, dispose: () => database.close() };
  }
  const snapshotDump = snapshot && join(dirname(template.pgliteDump), `${snapshot.key}.tar`);
  if (snapshotDump && (await exists(snapshotDump))) {
    const database = await loadPglite(snapshotDump);
    return { database, dispose: () => database.close() };
  }
  const database = await loadPglite(template.pgliteDump);
  if (snapshot && snapshotDump) {
    await snapshot.prepare(database);
    // Written aside and renamed: a file running at the same time reads a whole dump or none.
    const partial = `${snapshotDump}.${process.pid}`;
    await writeFile(partial, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await rename(partial, snapshotDump);
  }
  return { database, dispose: () => database.close() };
}

/**
 * A fresh, migrated (and, given a snapshot, prepared) database for one test file: in-memory PGlite by default, or a new database
 * on the DATABASE_URL server when TEST_DATABASE=postgres. Nothing depends on what a run left.
 */
export async function openTestDatabase(snapshot?: TestSnapshot): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !url) return openTestPglite(snapshot);
  const name = `roadshow_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('testDatabaseTemplate')?.postgresTemplate;
  await onServer(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 20 });
  if (!template) await migrateDatabase(database);
  // On PostgreSQL the copy of a migrated template is cheap; the snapshot is prepared each time.
  await snapshot?.prepare(database);
  return {
    database,
    async dispose() {
      await database.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
