import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function runAdmin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: serverUrl,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the DATABASE_URL server, so the bench never reads or leaves data in
 * anyone's database; the app migrates and seeds it on start like a first install.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  // Only hex after a fixed prefix: the name is safe to put into SQL unquoted.
  const name = `roadshow_bench_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
