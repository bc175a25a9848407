import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed SQL migrations; safe to call from several processes at once on PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // On the lock's own connection, where the request time-outs do not apply (decision 028).
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) =>
    migratePg(db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
