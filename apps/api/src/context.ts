import type { Database } from '@roadshow/db/client';
import type { ApiConfig } from './config.ts';
import type { Repositories } from './repositories/create-repositories.ts';
import type { Cache } from './services/cache/cache.ts';
import type { EventBus } from './services/events/event-bus.ts';
import type { IdentityClient } from './services/identity/identity-client.ts';
import type { FileStorage } from '@roadshow/http-kit/files/file-storage';
import type { BusinessCardRecognizer } from './services/business-card/business-card-recognizer.ts';
import type { SignInfoStore } from './services/sign-info/sign-info-store.ts';
import type { NotificationSender } from './services/notifications/notification-sender.ts';
import type { RateLimiter } from './services/rate-limit/rate-limiter.ts';
import type { LiveHub } from './services/live/live-hub.ts';
import type { StreamProvider } from './services/live/stream-provider.ts';
import type { ContentModerator } from '@roadshow/http-kit/moderation/content-moderator';
import type { MyCenterSources } from './services/my-center/my-center-sources.ts';
import type { PaymentGateway } from './services/pay/payment-gateway.ts';

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
  /** Half-filled registration forms (Redis or a table), encrypted by the services. */
  signInfo: SignInfoStore;
  /** Private files of the API (signed commitment letters), served through signed links only. */
  files: FileStorage;
  /** Key of the API's signed file links, derived from the server secret. */
  fileUrlKey: Buffer;
  cardRecognizer: BusinessCardRecognizer;
  /** SMS and e-mail notifications (the sandbox outbox until real gateways are configured). */
  notifications: NotificationSender;
  /** Counts calls for the rate limits (Redis when REDIS_URL is set, else this process's memory). */
  rateLimiter: RateLimiter;
  /** This process's SSE viewers of live rooms, fed by the bus. */
  liveHub: LiveHub;
  /** This process's SSE streams of sponsors' desks (console live pages), fed by the bus (decision 063). */
  deskHub: LiveHub;
  /** Signed, expiring play URLs: the sandbox's own HLS, or a CDN live service's. */
  streams: StreamProvider;
  /** Key of the sandbox stream's auth_key links, derived from the server secret. */
  sandboxStreamKey: string;
  /** Content moderation of what users publish: local words and QR check, or MODERATION_URL (decision 055). */
  moderation: ContentModerator;
  /** The personal center's lists that other features own (bookings, questionnaires, orders; decision 056). */
  myCenter: MyCenterSources;
  /** The payment provider (the sandbox unless PAY_PROVIDER names Alipay or WeChat Pay), decision 050. */
  payments: PaymentGateway;
}
