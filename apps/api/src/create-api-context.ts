import { createHash } from 'node:crypto';
import type { Database } from '@roadshow/db/client';
import { createLocalFileStorage } from '@roadshow/http-kit/files/local-file-storage';
import { createMemoryFileStorage } from '@roadshow/http-kit/files/memory-file-storage';
import type { ApiConfig } from './config.ts';
import type { ApiContext } from './context.ts';
import { createRepositories } from './repositories/create-repositories.ts';
import { createCache } from './services/cache/cache.ts';
import type { EventBus } from './services/events/event-bus.ts';
import { createQrBusinessCardRecognizer } from './services/business-card/qr-business-card-recognizer.ts';
import { createIdentityClient, type IdentityTransport } from './services/identity/identity-client.ts';
import { createDatabaseSignInfoStore } from './services/sign-info/database-sign-info-store.ts';
import type { SignInfoStore } from './services/sign-info/sign-info-store.ts';
import {
  createSandboxNotificationSender,
  type NotificationSender,
} from './services/notifications/notification-sender.ts';
import { createMemoryRateLimiter, type RateLimiter } from './services/rate-limit/rate-limiter.ts';
import { createCdnStreamProvider } from './services/live/cdn-stream-provider.ts';
import { createLiveHub, type LiveHubOptions } from './services/live/live-hub.ts';
import { createSandboxStreamProvider } from './services/live/sandbox-stream-provider.ts';
import { createPaymentGateway } from './services/pay/payment-gateway.ts';
import type { PaymentProvider } from './services/pay/payment-provider.ts';

import type { ContentModerator } from '@roadshow/http-kit/moderation/content-moderator';
import { createLocalModerator } from '@roadshow/http-kit/moderation/local-moderator';
import { createMyCenterSources } from './services/my-center/my-center-sources.ts';

export function createApiContext(options: {
  database: Database;
  bus: EventBus;
  config: ApiConfig;
  /** How to reach the identity service; without one every identity call answers "unavailable". */
  identityTransport?: IdentityTransport;
  now?: () => Date;
  /** The short-lived form store; the database table unless given (Redis when REDIS_URL is set). */
  signInfo?: SignInfoStore;
  /** SMS / e-mail gateways; the sandbox outbox unless given. */
  notifications?: NotificationSender;
  /** Shared counts (Redis) for the rate limits; this process's memory unless given. */
  rateLimiter?: RateLimiter;
  /** Timings of the SSE hub (tests shorten them). */
  liveHub?: LiveHubOptions;
  /** The platform's moderation service; the local provider unless given (MODERATION_URL). */
  moderation?: ContentModerator;
  /** A payment provider instead of the configured one (tests of the adapters). */
  paymentProvider?: PaymentProvider;
}): ApiContext {
  const repos = createRepositories(options.database.db);
  const { filesDir, liveCdn } = options.config;
  const sandboxStreamKey = createHash('sha256')
    .update(`roadshow-sandbox-stream:${options.config.tokenSecret}`)
    .digest('hex');
  const now = options.now ?? (() => new Date());
  const streamCaps = {
    maxStreamsPerUser: options.config.liveStreamsPerUser,
    maxStreamsPerAddress: options.config.liveStreamsPerIp,
  };
  return {
    database: options.database,
    repos,
    cache: createCache({ ttlMs: options.config.listCacheTtlMs, bus: options.bus }),
    bus: options.bus,
    config: options.config,
    identity: createIdentityClient(options.identityTransport ?? unavailableIdentity),
    now,
    signInfo: options.signInfo ?? createDatabaseSignInfoStore(repos.signInfo),
    files: filesDir ? createLocalFileStorage({ root: filesDir }) : createMemoryFileStorage(),
    fileUrlKey: createHash('sha256').update(`roadshow-api-files:${options.config.tokenSecret}`).digest(),
    cardRecognizer: createQrBusinessCardRecognizer(),
    notifications: options.notifications ?? createSandboxNotificationSender(),
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    liveHub: createLiveHub(options.bus, { ...streamCaps, ...options.liveHub }),
    deskHub: createLiveHub(options.bus, { ...streamCaps, ...options.liveHub, topic: 'desk.event' }),
    streams: liveCdn ? createCdnStreamProvider(liveCdn) : createSandboxStreamProvider({ key: sandboxStreamKey }),
    sandboxStreamKey,
    moderation: options.moderation ?? createLocalModerator(),
    myCenter: createMyCenterSources(repos, now),
    payments: createPaymentGateway(options.config.pay, options.config.tokenSecret, now, options.paymentProvider),
  };
}

const unavailableIdentity: IdentityTransport = () => Promise.reject(new Error('no identity service configured'));
