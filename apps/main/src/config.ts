import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readPayConfig, type PayConfig } from '@roadshow/api/services/pay/pay-config';

/** Every setting of the composed server, read from the environment (README lists them all). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Namespace of this site's Redis channels and keys (REDIS_PREFIX), so sites or test runs can share one Redis. */
  redisPrefix: string;
  /** Whether this process serves the pages too (SERVE_WEB=0: the API and identity service only). */
  serveWeb: boolean;
  tokenSecret: string;
  allowedOrigins: string[];
  embedParentOrigins: string[];
  /** Other origins of the platform that may receive login tickets (besides this server's own). */
  loginServiceOrigins: string[];
  /** Cookies get the Secure flag: set when the site is served over HTTPS. */
  secureCookies: boolean;
  /** Where the API reaches an identity service running on its own host; unset = this process. */
  identityInternalUrl?: string;
  aboutUrl: string;
  identityUrl: string;
  mobileActivityUrl: string;
  mobileThemeUrl: string;
  /** The short-video micro-frontend framed by /tab/shortVideo; default our own feed. */
  shortVideoUrl: string;
  logLevel: string;
  listCacheTtlMs: number;
  statusSweepMs: number;
  /** Start reminders go out this many minutes before an activity starts. */
  reminderLeadMinutes: number;
  /** Public origin of the site, for links in reminders. */
  siteUrl: string;
  /**
   * The proxies (addresses, CIDR networks, or proxy-addr's names such as `loopback`) whose
   * X-Forwarded-For, -Host and -Proto are believed; empty: none, the socket's peer is the client.
   */
  trustProxy: string[];
  /** A CDN live service's pull base URL and auth key (both or neither); unset: the sandbox stream. */
  liveCdn?: { pullBaseUrl: string; authKey: string };
  /** Live event streams per logged-in user, and per address for anonymous viewers, on each process (decision 073). */
  liveStreamsPerUser?: number;
  liveStreamsPerIp?: number;
  /** An outside content-moderation service (MODERATION_URL); unset: the local provider (decision 055). */
  moderationUrl?: string;
  /** Origin serving private files (ID photos, letters) apart from the site, e.g. `https://files.example`. */
  filesUrl?: string;
  /** Identity photos and numbers, and sign-up forms after their event, are kept this many days (decision 029). */
  retentionDays: number;
  /** PostgreSQL connections per process. */
  dbPoolSize: number;
  /** PostgreSQL: ms a statement waits for a lock, ms any statement may run, ms a request waits for a connection. */
  dbLockTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbPoolWaitMs: number;
  /** Payment provider and its keys (decision 050); the sandbox unless PAY_PROVIDER says otherwise. */
  pay: PayConfig;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A secret that survives restarts of a single-machine install without anyone having to set one. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? 'localhost',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'roadshow:',
    serveWeb: env.SERVE_WEB !== '0',
    tokenSecret: env.TOKEN_SECRET || persistedSecret(dataDir),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    embedParentOrigins: list(env.EMBED_PARENT_ORIGINS),
    loginServiceOrigins: list(env.LOGIN_SERVICE_ORIGINS),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    identityInternalUrl: env.IDENTITY_INTERNAL_URL || undefined,
    aboutUrl: env.ABOUT_URL ?? '/about',
    identityUrl: env.IDENTITY_URL ?? '/identity',
    mobileActivityUrl: env.MOBILE_ACTIVITY_URL ?? '/h5/activity',
    mobileThemeUrl: env.MOBILE_THEME_URL ?? '/h5/theme',
    shortVideoUrl: env.SHORT_VIDEO_URL || '/h5/shortVideo',
    logLevel: env.LOG_LEVEL ?? 'info',
    listCacheTtlMs: Number(env.LIST_CACHE_TTL_MS ?? 30_000),
    statusSweepMs: Number(env.STATUS_SWEEP_MS ?? 30_000),
    reminderLeadMinutes: Number(env.REMINDER_LEAD_MINUTES ?? 60),
    trustProxy: list(env.TRUST_PROXY),
    filesUrl: env.FILES_URL ? new URL(env.FILES_URL).origin : undefined,
    retentionDays: Number(env.RETENTION_DAYS ?? 180),
    dbPoolSize: Number(env.DB_POOL_SIZE ?? 10),
    dbLockTimeoutMs: Number(env.DB_LOCK_TIMEOUT_MS ?? 3000),
    dbStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 10_000),
    dbPoolWaitMs: Number(env.DB_POOL_WAIT_MS ?? 3000),
    siteUrl:
      env.SITE_URL || `http://${env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : 'localhost'}:${env.PORT ?? 3000}`,
    liveCdn:
      env.LIVE_PULL_BASE_URL && env.LIVE_AUTH_KEY
        ? { pullBaseUrl: env.LIVE_PULL_BASE_URL, authKey: env.LIVE_AUTH_KEY }
        : undefined,
    liveStreamsPerUser: env.LIVE_STREAMS_PER_USER ? Number(env.LIVE_STREAMS_PER_USER) : undefined,
    liveStreamsPerIp: env.LIVE_STREAMS_PER_IP ? Number(env.LIVE_STREAMS_PER_IP) : undefined,
    moderationUrl: env.MODERATION_URL ? new URL(env.MODERATION_URL).toString() : undefined,
    pay: readPayConfig(env, env.SITE_URL || undefined),
  };
}
