import type { FastifyReply } from 'fastify';
import type { Cache } from '../services/cache/cache.ts';
import { toCachedAnswer, type CachedAnswer } from '../services/cache/cached-answer.ts';
import { learnHotAnswer } from './hot-answers.ts';
import { wireAnswer } from './wire-answer.ts';

/**
 * Sends a cached answer: the envelope is serialized, hashed and compressed once per cache key, so
 * a hit costs a map lookup and a socket write. Hot lists skip per-request serialization and
 * validation: what is cached was produced by the same typed service. The request is remembered
 * (hot-answers.ts), so the next identical request is answered before the route runs at all.
 */
export async function sendCached(reply: FastifyReply, cache: Cache, key: string, load: () => Promise<unknown>) {
  const answer =
    cache.peek<CachedAnswer>(key) ??
    (await cache.getOrLoad(key, async () => toCachedAnswer(JSON.stringify({ success: true, result: await load() }))));
  learnHotAnswer(cache, reply.request, key);
  const wire = wireAnswer(answer, reply.request.headers);
  return reply.code(wire.status).headers(wire.headers).send(wire.body);
}
