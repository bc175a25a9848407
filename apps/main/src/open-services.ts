import type { EventBus } from '@roadshow/api/services/events/event-bus';
import { connectEventBus } from '@roadshow/api/services/events/connect-event-bus';
import { openDatabase, type Database } from '@roadshow/db/client';
import type { ServerConfig } from './config.ts';

/**
 * The database (PGlite unless DATABASE_URL) and the event bus (in-process unless REDIS_URL). When
 * Redis cannot be reached, `config` comes back without REDIS_URL, so the server runs degraded on
 * in-process parts instead of refusing to start (decision 028).
 */
export async function openServices(
  config: ServerConfig,
  log: { warn(message: string): void } = { warn: (message) => console.warn(message) },
): Promise<{ database: Database; bus: EventBus; config: ServerConfig; degraded: boolean }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.dbPoolSize,
    lockTimeoutMs: config.dbLockTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    poolWaitMs: config.dbPoolWaitMs,
  });
  const { bus, degraded } = await connectEventBus(config.redisUrl, log, config.redisPrefix);
  return { database, bus, config: degraded ? { ...config, redisUrl: undefined } : config, degraded };
}
