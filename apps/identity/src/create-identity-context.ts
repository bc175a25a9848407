import type { Database } from '@roadshow/db/client';
import type { IdentityConfig, IdentityContext } from './context.ts';
import { createIdentityRepositories } from './repositories/create-repositories.ts';
import { createOutboxSmsProvider } from './services/sms/outbox-sms-provider.ts';
import type { SmsProvider } from './services/sms/sms-provider.ts';

export function createIdentityContext(options: {
  database: Database;
  config: IdentityConfig;
  sms?: SmsProvider;
  now?: () => Date;
}): IdentityContext {
  const repos = createIdentityRepositories(options.database.db);
  return {
    repos,
    sms: options.sms ?? createOutboxSmsProvider(repos.sms),
    config: options.config,
    now: options.now ?? (() => new Date()),
  };
}
