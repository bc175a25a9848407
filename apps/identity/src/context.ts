import type { IdentityRepositories } from './repositories/create-repositories.ts';
import type { SmsProvider } from './services/sms/sms-provider.ts';

export interface IdentityConfig {
  /** Secret for SMS code hashes; shared by every process. */
  secret: string;
  /** Origins besides the identity service's own that may receive tickets (the platform's sites). */
  serviceOrigins: string[];
  /** Whether cookies need the Secure flag (the site is served over HTTPS). */
  secureCookies: boolean;
}

export interface IdentityContext {
  repos: IdentityRepositories;
  sms: SmsProvider;
  config: IdentityConfig;
  now: () => Date;
}
