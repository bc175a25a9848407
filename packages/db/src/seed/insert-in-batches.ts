import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Multi-row inserts: one statement per batch is what keeps seeding PGlite well under a second.
// 200 rows x ~35 columns stays far below PostgreSQL's 65,535 bind-parameter limit.
const BATCH_SIZE = 200;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) yield rows.slice(i, i + BATCH_SIZE);
}

export async function insertInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (const batch of batches(rows)) await tx.insert(table).values(batch);
}

/**
 * Inserts and returns the generated ids in the order of `rows` (PostgreSQL returns the rows of
 * INSERT ... VALUES in that order), so children can refer to their parent by position.
 */
export async function insertReturningIds<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const inserted = await tx.insert(table).values(batch).returning({ id: table.id });
    for (const row of inserted) ids.push(Number(row.id));
  }
  if (ids.length !== rows.length) throw new Error('insert returned a different number of rows');
  return ids;
}
