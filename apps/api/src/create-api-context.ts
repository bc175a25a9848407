import type { Database } from '@roadshow/db/client';
import type { ApiConfig } from './config.ts';
import type { ApiContext } from './context.ts';
import { createRepositories } from './repositories/create-repositories.ts';
import { createCache } from './services/cache/cache.ts';
import type { EventBus } from './services/events/event-bus.ts';

export function createApiContext(options: {
  database: Database;
  bus: EventBus;
  config: ApiConfig;
  now?: () => Date;
}): ApiContext {
  return {
    database: options.database,
    repos: createRepositories(options.database.db),
    cache: createCache({ ttlMs: options.config.listCacheTtlMs, bus: options.bus }),
    bus: options.bus,
    config: options.config,
    now: options.now ?? (() => new Date()),
  };
}
