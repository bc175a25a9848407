import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityLoginAttempts } from '@roadshow/db/schema';

export function createLoginAttemptRepository(db: Db) {
  return {
    async record(row: { phone: string; ip: string; succeeded: boolean }) {
      await db.insert(identityLoginAttempts).values({ ...row, succeeded: row.succeeded ? 1 : 0 });
    },

    async failuresSince(by: { phone: string } | { ip: string }, since: Date): Promise<number> {
      const column = 'phone' in by ? identityLoginAttempts.phone : identityLoginAttempts.ip;
      const value = 'phone' in by ? by.phone : by.ip;
      const [row] = await db
        .select({ n: count() })
        .from(identityLoginAttempts)
        .where(
          and(eq(column, value), eq(identityLoginAttempts.succeeded, 0), gte(identityLoginAttempts.createdAt, since)),
        );
      return row?.n ?? 0;
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
