import type { Database } from '@roadshow/db/client';
import type { ApiConfig } from './config.ts';
import type { Repositories } from './repositories/create-repositories.ts';
import type { Cache } from './services/cache/cache.ts';
import type { EventBus } from './services/events/event-bus.ts';
import type { IdentityClient } from './services/identity/identity-client.ts';

/** What every service receives: data access, the shared cache and bus, settings and the clock. */
export interface ApiContext {
  database: Database;
  repos: Repositories;
  cache: Cache;
  bus: EventBus;
  config: ApiConfig;
  /** The identity service, reached over its HTTP contract. */
  identity: IdentityClient;
  now: () => Date;
}
