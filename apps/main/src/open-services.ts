import { createInProcessEventBus, type EventBus } from '@roadshow/api/services/events/event-bus';
import { createRedisEventBus } from '@roadshow/api/services/events/redis-event-bus';
import { openDatabase, type Database } from '@roadshow/db/client';
import type { ServerConfig } from './config.ts';

/** The database (PGlite unless DATABASE_URL) and the event bus (in-process unless REDIS_URL). */
export async function openServices(config: ServerConfig): Promise<{ database: Database; bus: EventBus }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.dbPoolSize,
    lockTimeoutMs: config.dbLockTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    poolWaitMs: config.dbPoolWaitMs,
  });
  const bus = config.redisUrl ? await createRedisEventBus({ url: config.redisUrl }) : createInProcessEventBus();
  return { database, bus };
}
