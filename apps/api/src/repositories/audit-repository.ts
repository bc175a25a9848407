import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { companyMembers, consoleAuditLog } from '@roadshow/db/schema';

export type AuditRow = typeof consoleAuditLog.$inferSelect;
export type NewAuditRow = typeof consoleAuditLog.$inferInsert;

/** Appends to the audit log on the given connection (a transaction's, when the change is one). */
export function auditOps(db: Db) {
  return {
    async append(values: NewAuditRow): Promise<void> {
      await db.insert(consoleAuditLog).values(values);
    },
  };
}

export type AuditOps = ReturnType<typeof auditOps>;

export function createAuditRepository(db: Db) {
  return {
    ...auditOps(db),

    async page(filter: { companyId: number; activityId?: number }, page: number, pageSize: number) {
      const where: SQL[] = [eq(consoleAuditLog.companyId, filter.companyId)];
      if (filter.activityId !== undefined) where.push(eq(consoleAuditLog.activityId, filter.activityId));
      const [rows, [total]] = await Promise.all([
        // The member's mobile from the roles table names entries written before actor_name existed.
        db
          .select({ entry: consoleAuditLog, memberMobile: companyMembers.mobile })
          .from(consoleAuditLog)
          .leftJoin(
            companyMembers,
            and(
              eq(companyMembers.companyId, consoleAuditLog.companyId),
              eq(companyMembers.userId, consoleAuditLog.actorUserId),
            ),
          )
          .where(and(...where))
          .orderBy(desc(consoleAuditLog.createdAt), desc(consoleAuditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(consoleAuditLog)
          .where(and(...where)),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.entry, memberMobile: row.memberMobile })),
        total: total?.n ?? 0,
      };
    },

    /** Entries about one target (e.g. every decision on a sign-up), oldest first. */
    forTarget(targetType: string, targetId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(consoleAuditLog)
        .where(and(eq(consoleAuditLog.targetType, targetType), eq(consoleAuditLog.targetId, targetId)))
        .orderBy(consoleAuditLog.id);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
