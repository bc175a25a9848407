import type { Database } from '@roadshow/db/client';
import type { ApiConfig } from './config.ts';
import type { ApiContext } from './context.ts';
import { createRepositories } from './repositories/create-repositories.ts';
import { createCache } from './services/cache/cache.ts';
import type { EventBus } from './services/events/event-bus.ts';
import { createIdentityClient, type IdentityTransport } from './services/identity/identity-client.ts';

export function createApiContext(options: {
  database: Database;
  bus: EventBus;
  config: ApiConfig;
  /** How to reach the identity service; without one every identity call answers "unavailable". */
  identityTransport?: IdentityTransport;
  now?: () => Date;
}): ApiContext {
  return {
    database: options.database,
    repos: createRepositories(options.database.db),
    cache: createCache({ ttlMs: options.config.listCacheTtlMs, bus: options.bus }),
    bus: options.bus,
    config: options.config,
    identity: createIdentityClient(options.identityTransport ?? unavailableIdentity),
    now: options.now ?? (() => new Date()),
  };
}

const unavailableIdentity: IdentityTransport = () => Promise.reject(new Error('no identity service configured'));
