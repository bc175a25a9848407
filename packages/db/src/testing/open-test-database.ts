import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the DATABASE_URL server when TEST_DATABASE=postgres. Nothing depends on what a run left.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const name = `roadshow_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 20 });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
