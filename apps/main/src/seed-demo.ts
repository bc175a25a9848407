import { createRepositories } from '@roadshow/api/repositories/create-repositories';
import { reindexSearchText } from '@roadshow/api/services/search/reindex-search-text';
import type { Database } from '@roadshow/db/client';
import { seedDatabase } from '@roadshow/db/seed/seed-database';
import { createIdentityRepositories } from '@roadshow/identity/repositories/create-repositories';
import { ensureDemoSponsor } from '@roadshow/identity/services/accounts/ensure-demo-sponsor';
import { ensureOperator } from '@roadshow/identity/services/accounts/ensure-operator';

/**
 * Seeds the demo data into an empty database; returns whether it did. Either way, rows that have
 * no search text yet (just seeded, or seeded before search existed) get it, so the demo is searchable.
 */
export async function seedIfEmpty(database: Database, now = new Date()): Promise<boolean> {
  const { rows } = await database.execute('select count(*)::int as n from companies');
  const empty = Number(rows[0]?.n ?? 0) === 0;
  if (empty) await seedDatabase(database, { now });
  const identityRepos = createIdentityRepositories(database.db);
  await ensureOperator(identityRepos, now);
  // The demo sponsor reviews the sign-ups of every seeded company's activities (decision 016).
  const sponsorId = await ensureDemoSponsor(identityRepos, now);
  await createRepositories(database.db).activityDetail.addSponsor(sponsorId);
  await reindexSearchText({ repos: createRepositories(database.db) }, { onlyMissing: true });
  return empty;
}

/** Drops every table of the app and the migration journal, so migrations start from nothing. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.execute('drop schema if exists public cascade');
  await database.execute('drop schema if exists drizzle cascade');
  await database.execute('create schema public');
}
