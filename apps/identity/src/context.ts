import type { IdentityRepositories } from './repositories/create-repositories.ts';
import type { SmsProvider } from './services/sms/sms-provider.ts';
import type { FileStorage } from '@roadshow/http-kit/files/file-storage';
import type { ContentModerator } from '@roadshow/http-kit/moderation/content-moderator';

export interface IdentityConfig {
  /** Secret for SMS code hashes; shared by every process. */
  secret: string;
  /** Origins besides the identity service's own that may receive tickets (the platform's sites). */
  serviceOrigins: string[];
  /** Whether cookies need the Secure flag (the site is served over HTTPS). */
  secureCookies: boolean;
  /** Root of the local file storage (avatars, business cards, identity documents). */
  filesDir: string;
  /** Origin that serves private files instead of the site's own (FILES_URL), e.g. `https://files.example`. */
  filesUrl?: string;
}

export interface IdentityContext {
  repos: IdentityRepositories;
  sms: SmsProvider;
  /** Private files: reachable by browsers only through signed, expiring URLs. */
  files: FileStorage;
  /** Key for signing file URLs (derived from the secret; at least 32 bytes). */
  fileUrlKey: Buffer;
  config: IdentityConfig;
  now: () => Date;
  /** Content moderation of profile text and avatars: the platform's one moderation service (decision 055). */
  moderation: ContentModerator;
}
