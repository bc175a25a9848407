import { createHash } from 'node:crypto';
import type { Database } from '@roadshow/db/client';
import type { IdentityConfig, IdentityContext } from './context.ts';
import { createIdentityRepositories } from './repositories/create-repositories.ts';
import { createOutboxSmsProvider } from './services/sms/outbox-sms-provider.ts';
import type { SmsProvider } from './services/sms/sms-provider.ts';
import type { FileStorage } from '@roadshow/http-kit/files/file-storage';
import { createLocalFileStorage } from '@roadshow/http-kit/files/local-file-storage';
import type { ContentModerator } from '@roadshow/http-kit/moderation/content-moderator';
import { createLocalModerator } from '@roadshow/http-kit/moderation/local-moderator';

export function createIdentityContext(options: {
  database: Database;
  config: IdentityConfig;
  sms?: SmsProvider;
  files?: FileStorage;
  now?: () => Date;
  /** The platform's moderation service; the local provider unless given (MODERATION_URL). */
  moderation?: ContentModerator;
}): IdentityContext {
  const repos = createIdentityRepositories(options.database.db);
  return {
    repos,
    sms: options.sms ?? createOutboxSmsProvider(repos.sms),
    files: options.files ?? createLocalFileStorage({ root: options.config.filesDir }),
    fileUrlKey: createHash('sha256').update(`roadshow-files:${options.config.secret}`).digest(),
    config: options.config,
    now: options.now ?? (() => new Date()),
    moderation: options.moderation ?? createLocalModerator(),
  };
}
