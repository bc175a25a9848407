import type { Db } from '@roadshow/db/client';
import { behaviorLogs, pageLogs } from '@roadshow/db/schema';

export function createLogRepository(db: Db) {
  return {
    async insertPageLog(row: typeof pageLogs.$inferInsert) {
      await db.insert(pageLogs).values(row);
    },
    async insertBehaviorLog(record: Record<string, string>) {
      await db.insert(behaviorLogs).values({ record });
    },
  };
}

export type LogRepository = ReturnType<typeof createLogRepository>;
