import type { PayConfig } from './services/pay/pay-config.ts';

/** The API's settings, read once from the environment by the composing process. */
export interface ApiConfig {
  /** Secret for signing anonymous access tokens; must be shared by every process in production. */
  tokenSecret: string;
  /** Origins allowed to call mutating endpoints besides the site's own. */
  allowedOrigins: string[];
  /** How long hot lists stay in the cache when nothing invalidates them. */
  listCacheTtlMs: number;
  /** Cookies get the Secure flag (the site is served over HTTPS). */
  secureCookies?: boolean;
  /** Mobile pages for app share URLs (spec: external H5 pages; defaults are our own H5 routes). */
  mobileActivityUrl?: string;
  mobileThemeUrl?: string;
  /** Custom URL scheme of the mobile app, for app share deep links (default `roadshow`). */
  appScheme?: string;
  /** Where the API's private files live (DATA_DIR/api-files); unset keeps them in memory (tests). */
  filesDir?: string;
  /** Reminders go out for approved sign-ups of activities starting within this many minutes (default 60). */
  reminderLeadMinutes?: number;
  /** The site's public origin, for links in reminders (e.g. `https://roadshow.example`); unset: paths only. */
  siteUrl?: string;
  /** A CDN live service's pull base URL and auth key (LIVE_PULL_BASE_URL, LIVE_AUTH_KEY); unset: the sandbox stream. */
  liveCdn?: { pullBaseUrl: string; authKey: string };
  /** Live event streams one logged-in user may hold at once per process (LIVE_STREAMS_PER_USER, default 5). */
  liveStreamsPerUser?: number;
  /** Live event streams anonymous viewers of one address may hold at once per process (LIVE_STREAMS_PER_IP, default 100). */
  liveStreamsPerIp?: number;
  /** Origin that serves private files instead of the site's own (FILES_URL), e.g. `https://files.example`. */
  filesUrl?: string;
  /** Payment provider and order lifetime (PAY_PROVIDER, PAY_ORDER_MINUTES, ALIPAY_*, WECHATPAY_*); unset: the sandbox. */
  pay?: PayConfig;
}
