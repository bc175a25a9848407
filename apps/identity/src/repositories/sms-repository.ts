import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identitySmsCodes, identitySmsOutbox } from '@roadshow/db/schema';

export type SmsCodeRow = typeof identitySmsCodes.$inferSelect;

export function createSmsRepository(db: Db) {
  return {
    async countSince(by: { phone: string } | { ip: string }, since: Date): Promise<number> {
      const column = 'phone' in by ? identitySmsCodes.phone : identitySmsCodes.ip;
      const value = 'phone' in by ? by.phone : by.ip;
      const [row] = await db
        .select({ n: count() })
        .from(identitySmsCodes)
        .where(and(eq(column, value), gte(identitySmsCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async latestCreatedAt(phone: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: identitySmsCodes.createdAt })
        .from(identitySmsCodes)
        .where(eq(identitySmsCodes.phone, phone))
        .orderBy(desc(identitySmsCodes.createdAt))
        .limit(1);
      return row?.at;
    },

    async insertCode(row: typeof identitySmsCodes.$inferInsert) {
      await db.insert(identitySmsCodes).values(row);
    },

    /** The newest code for this phone and purpose that can still be used. */
    async liveCode(phone: string, purpose: string, now: Date): Promise<SmsCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(identitySmsCodes)
        .where(
          and(
            eq(identitySmsCodes.phone, phone),
            eq(identitySmsCodes.purpose, purpose),
            isNull(identitySmsCodes.usedAt),
            gt(identitySmsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(identitySmsCodes.id))
        .limit(1);
      return row;
    },

    /** Single use: true for exactly one of any number of concurrent calls. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(identitySmsCodes)
        .set({ usedAt: now })
        .where(and(eq(identitySmsCodes.id, id), isNull(identitySmsCodes.usedAt)))
        .returning({ id: identitySmsCodes.id });
      return rows.length === 1;
    },

    /** Counts a wrong try; the try that reaches the limit burns the code. */
    async recordWrongTry(id: number, limit: number, now: Date) {
      await db
        .update(identitySmsCodes)
        .set({
          wrongTries: sql`${identitySmsCodes.wrongTries} + 1`,
          usedAt: sql`case when ${identitySmsCodes.wrongTries} + 1 >= ${limit} then ${now.toISOString()}::timestamptz else ${identitySmsCodes.usedAt} end`,
        })
        .where(
          and(eq(identitySmsCodes.id, id), isNull(identitySmsCodes.usedAt), lt(identitySmsCodes.wrongTries, limit)),
        );
    },

    async insertOutbox(row: typeof identitySmsOutbox.$inferInsert) {
      await db.insert(identitySmsOutbox).values(row);
    },

    async outbox(limit: number, phone?: string) {
      return db
        .select()
        .from(identitySmsOutbox)
        .where(phone ? eq(identitySmsOutbox.phone, phone) : undefined)
        .orderBy(desc(identitySmsOutbox.id))
        .limit(limit);
    },
  };
}

export type SmsRepository = ReturnType<typeof createSmsRepository>;
