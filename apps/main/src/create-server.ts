import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { createApiContext } from '@roadshow/api/create-api-context';
import type { ApiContext } from '@roadshow/api/context';
import { roadshowApi } from '@roadshow/api/roadshow-api';
import type { EventBus } from '@roadshow/api/services/events/event-bus';
import { httpIdentityTransport, type IdentityTransport } from '@roadshow/api/services/identity/identity-client';
import { createRedisSignInfoStore } from '@roadshow/api/services/sign-info/redis-sign-info-store';
import { createRedisRateLimiter } from '@roadshow/api/services/rate-limit/rate-limiter';
import type { Database } from '@roadshow/db/client';
import type { IdentityContext } from '@roadshow/identity/context';
import { createIdentityContext } from '@roadshow/identity/create-identity-context';
import { createContentModerator } from '@roadshow/http-kit/moderation/create-content-moderator';
import { identityService } from '@roadshow/identity/identity-service';
import { callParameters, callUrlPath, serverContext, type ApiTransport } from '@roadshow/web/server-context';
import type { ServerConfig } from './config.ts';
import { logOptions } from './log-options.ts';
import { registerPrivateAnswers } from '@roadshow/http-kit/private-answers';
import { registerSecurityHeaders } from '@roadshow/http-kit/security-headers';

const HEALTH_PING_MS = 1000;

export const WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build', import.meta.url));

export interface ServerParts {
  app: FastifyInstance;
  api: ApiContext;
  identity: IdentityContext;
}

/** The in-process way for pages to reach the API: Fastify's inject, no socket, same headers. */
export function injectTransport(
  app: FastifyInstance,
  given: Record<string, string | undefined>,
  setCookies: string[] = [],
): ApiTransport {
  const headers = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return async (call) => {
    const { method, body } = call;
    const response = await app.inject({
      method,
      url: callUrlPath(call),
      query: callParameters(call),
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    return response.json();
  };
}

/** The API's way to the identity service when both run in this process: inject, no socket. */
function injectIdentityTransport(app: FastifyInstance): IdentityTransport {
  return async ({ method, path, body, headers }) => {
    const response = await app.inject({
      method,
      url: `/identity${path}`,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };
}

/**
 * Composes the roadshow API, the identity service and the web pages in one Fastify server.
 * Order: HTTP basics (cookies, compression, security headers), then the services, then the
 * pages' catch-all route.
 */
export async function createServer(options: {
  config: ServerConfig;
  database: Database;
  bus: EventBus;
  /** The clock of the API and identity service; tests move it. */
  now?: () => Date;
  /** The built web app; omit to serve the API and identity service only. */
  webBuild?: ServerBuild;
  logger?: boolean;
}): Promise<ServerParts> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : logOptions(config.logLevel),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Forwarded headers only from the configured proxies: from anyone else they would choose the
    // address the rate limits count and the host the Origin check compares with.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  registerSecurityHeaders(app, {
    frameAncestors: config.embedParentOrigins,
    // The login sync frames the identity service's page; allow it where it runs apart.
    // /tab/shortVideo frames the short-video micro-frontend, which may live on another origin too.
    frameSources: [...absoluteOrigin(config.identityUrl), ...absoluteOrigin(config.shortVideoUrl)],
    imageSources: config.filesUrl ? [config.filesUrl] : [],
    hsts: config.secureCookies,
  });
  registerPrivateAnswers(app);

  // One moderation service for questions (API), profile text and avatars (identity): decision 055.
  const moderation = createContentModerator({ url: config.moderationUrl });
  const api = createApiContext({
    database: options.database,
    bus: options.bus,
    now: options.now,
    config: {
      tokenSecret: config.tokenSecret,
      allowedOrigins: config.allowedOrigins,
      listCacheTtlMs: config.listCacheTtlMs,
      secureCookies: config.secureCookies,
      mobileActivityUrl: config.mobileActivityUrl,
      mobileThemeUrl: config.mobileThemeUrl,
      filesDir: join(config.dataDir, 'api-files'),
      reminderLeadMinutes: config.reminderLeadMinutes,
      siteUrl: config.siteUrl,
      liveCdn: config.liveCdn,
      liveStreamsPerUser: config.liveStreamsPerUser,
      liveStreamsPerIp: config.liveStreamsPerIp,
      pay: config.pay,
      filesUrl: config.filesUrl,
    },
    signInfo: config.redisUrl
      ? createRedisSignInfoStore({ url: config.redisUrl, keyPrefix: `${config.redisPrefix}sign-info:` })
      : undefined,
    rateLimiter: config.redisUrl
      ? createRedisRateLimiter({ url: config.redisUrl, keyPrefix: `${config.redisPrefix}rate:` })
      : undefined,
    identityTransport: config.identityInternalUrl
      ? httpIdentityTransport(config.identityInternalUrl)
      : injectIdentityTransport(app),
    moderation,
  });

  app.addHook('onClose', () => api.signInfo.close());
  app.addHook('onClose', () => api.rateLimiter.close());
  app.addHook('onClose', async () => api.liveHub.close());
  app.addHook('onClose', async () => api.deskHub.close());
  // Answers within a second whatever the pool is doing: the ping has its own connection (decision 028).
  app.get('/healthz', async (_request, reply) => {
    if (await options.database.ping(HEALTH_PING_MS))
      return { success: true, result: { status: 'ok', database: options.database.kind } };
    return reply.status(503).send({ success: false, errorCode: 'SERVICE_BUSY', errorMsg: 'database unavailable' });
  });
  await app.register(roadshowApi(api), { prefix: '/roadshow' });
  const identity = createIdentityContext({
    database: options.database,
    config: {
      secret: config.tokenSecret,
      serviceOrigins: config.loginServiceOrigins,
      secureCookies: config.secureCookies,
      filesDir: join(config.dataDir, 'files'),
      filesUrl: config.filesUrl,
    },
    now: options.now,
    moderation,
  });
  await app.register(identityService(identity), { prefix: '/identity' });

  if (options.webBuild) {
    await app.register(fastifyReactRouter, {
      build: options.webBuild,
      clientBuildDirectory: `${WEB_BUILD_DIR}/client`,
      mode: 'production',
      // The build writes .br and .gz siblings (scripts/precompress.ts); send those as they are.
      staticOptions: { preCompressed: true },
      // Fingerprinted assets are immutable (the adapter's default); media and other files may change.
      fileCacheControl: 'public, max-age=86400',
      getLoadContext(request) {
        const context = new RouterContextProvider();
        const setCookies: string[] = [];
        context.set(serverContext, {
          transport: injectTransport(
            app,
            {
              cookie: request.headers.cookie,
              'accept-language': request.headers['accept-language'],
              'x-request-id': request.id,
            },
            setCookies,
          ),
          setCookies,
          config: {
            aboutUrl: config.aboutUrl,
            identityUrl: config.identityUrl,
            mobileActivityUrl: config.mobileActivityUrl,
            mobileThemeUrl: config.mobileThemeUrl,
            shortVideoUrl: config.shortVideoUrl,
            embedParentOrigins: config.embedParentOrigins,
            loginSync: config.loginServiceOrigins.length > 0,
          },
          nonce: request.cspNonce,
          requestId: request.id,
        });
        return context;
      },
    });
  }
  return { app, api, identity };
}

/** The origin of an absolute http(s) URL, as a list; nothing for a path on our own origin. */
function absoluteOrigin(url: string): string[] {
  return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

export async function loadWebBuild(): Promise<ServerBuild> {
  return (await import(`${WEB_BUILD_DIR}/server/index.js`)) as ServerBuild;
}
