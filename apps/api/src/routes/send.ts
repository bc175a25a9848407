import type { FastifyReply } from 'fastify';
import type { Cache } from '../services/cache/cache.ts';

/**
 * Sends a cached, already serialized envelope. Hot lists skip per-request serialization and
 * validation: what is cached was produced by the same typed service.
 */
export async function sendCached(reply: FastifyReply, cache: Cache, key: string, load: () => Promise<unknown>) {
  const body = await cache.getOrLoad(key, async () => JSON.stringify({ success: true, result: await load() }));
  return reply.type('application/json; charset=utf-8').send(body);
}
