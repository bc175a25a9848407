import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identitySmsCodes, identitySmsOutbox } from '@roadshow/db/schema';

export type SmsCodeRow = typeof identitySmsCodes.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

/** How many codes may go out: one per `resendAfterMs` and `perPhonePerDay` a day per phone, `perIpPerHour` per IP. */
export interface SmsLimits {
  resendAfterMs: number;
  perPhonePerDay: number;
  perIpPerHour: number;
}

async function countSince(db: Executor, by: { phone: string } | { ip: string }, since: Date): Promise<number> {
  const column = 'phone' in by ? identitySmsCodes.phone : identitySmsCodes.ip;
  const value = 'phone' in by ? by.phone : by.ip;
  const [row] = await db
    .select({ n: count() })
    .from(identitySmsCodes)
    .where(and(eq(column, value), gte(identitySmsCodes.createdAt, since)));
  return row?.n ?? 0;
}

async function latestCreatedAt(db: Executor, phone: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: identitySmsCodes.createdAt })
    .from(identitySmsCodes)
    .where(eq(identitySmsCodes.phone, phone))
    .orderBy(desc(identitySmsCodes.createdAt))
    .limit(1);
  return row?.at;
}

/** A transaction-scoped lock on one key (released at commit), the same on PGlite and PostgreSQL. */
const lockKey = (db: Executor, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

export function createSmsRepository(db: Db) {
  return {
    /**
     * Stores the code unless a limit says no, deciding under locks on the phone and on the IP: of
     * any number of concurrent requests, each sees the codes the ones before it stored. The phone is
     * always locked before the IP, so two requests never wait on each other in a circle.
     */
    async insertCodeWithinLimits(
      row: typeof identitySmsCodes.$inferInsert & { createdAt: Date },
      limits: SmsLimits,
    ): Promise<'stored' | 'phone-limit' | 'ip-limit'> {
      return db.transaction(async (tx) => {
        const now = row.createdAt.getTime();
        await lockKey(tx, `identity-sms-phone:${row.phone}`);
        if (row.ip) await lockKey(tx, `identity-sms-ip:${row.ip}`);
        const last = await latestCreatedAt(tx, row.phone);
        if (last && now - last.getTime() < limits.resendAfterMs) return 'phone-limit';
        if ((await countSince(tx, { phone: row.phone }, new Date(now - 24 * 3600_000))) >= limits.perPhonePerDay)
          return 'phone-limit';
        if (row.ip && (await countSince(tx, { ip: row.ip }, new Date(now - 3600_000))) >= limits.perIpPerHour)
          return 'ip-limit';
        await tx.insert(identitySmsCodes).values(row);
        return 'stored';
      });
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
