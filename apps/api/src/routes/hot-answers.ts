import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cache } from '../services/cache/cache.ts';
import type { CachedAnswer } from '../services/cache/cached-answer.ts';
import { identifiesCaller } from '@roadshow/http-kit/private-answers';
import { wireAnswer } from './wire-answer.ts';

/** How many distinct requests (URL × language) each process remembers; the oldest goes first. */
const MAX_LEARNED = 2000;

const learned = new WeakMap<Cache, Map<string, string>>();

/**
 * The identity of a request whose answer depends only on its URL and language: GET, or a POST
 * without a body (the home lists). A request with a body (an activity id in JSON) is never
 * answered early: its cache key lies in the body.
 */
function requestIdentity(request: FastifyRequest): string | undefined {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'POST') return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0') return undefined;
  return `${method} ${request.lang} ${request.url}`;
}

/**
 * Called by sendCached: this request (method, language, URL) is answered by the cache entry key.
 * Only routes that call sendCached are learned, and their answers are the same for every caller.
 */
export function learnHotAnswer(cache: Cache, request: FastifyRequest, key: string): void {
  const identity = requestIdentity(request);
  if (identity === undefined) return;
  let map = learned.get(cache);
  if (!map) learned.set(cache, (map = new Map()));
  if (map.get(identity) === key) return;
  if (map.size >= MAX_LEARNED) map.delete(map.keys().next().value as string);
  map.set(identity, key);
}

/**
 * The hot read path (DESIGN §9 list APIs): a request seen before whose cache entry is still fresh
 * is answered here, in the first hook after the language is known, with the entry's bytes: no
 * validation, handler, serialization or onSend work per request. A dropped or expired entry (a
 * write invalidated it, in this process or another) falls through to the route, which reloads it,
 * so what is served is exactly what sendCached would send. Routes that call sendCached must not
 * depend on route-level hooks (rate limits, auth) for their cached answers: repeats skip them.
 * The two headers every answer gets from the server's onSend hooks are written here too.
 */
export function registerHotAnswers(app: FastifyInstance, cache: Cache): void {
  app.addHook('onRequest', (request, reply, done) => {
    const identity = requestIdentity(request);
    const key = identity === undefined ? undefined : learned.get(cache)?.get(identity);
    const answer = key === undefined ? undefined : cache.peek<CachedAnswer>(key);
    if (!answer) return done();
    const wire = wireAnswer(answer, request.headers);
    wire.headers['x-content-type-options'] = 'nosniff';
    // The onSend hooks are skipped here, so the private-answers rule (item 8) is applied here too.
    if (identifiesCaller(request)) wire.headers['cache-control'] = 'no-store';
    wire.headers['x-request-id'] = request.id;
    if (wire.body) wire.headers['content-length'] = String(wire.body.length);
    reply.hijack();
    reply.raw.writeHead(wire.status, wire.headers);
    reply.raw.end(wire.body);
    done();
  });
}
