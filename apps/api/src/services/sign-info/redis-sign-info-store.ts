import { guardRedis, openRedis } from '../redis/redis-connection.ts';
import type { SignInfoStore } from './sign-info-store.ts';

/** Drafts in Redis (REDIS_URL), expiring with the key's own TTL: any process can read any draft. */
export function createRedisSignInfoStore(options: { url: string; keyPrefix?: string }): SignInfoStore {
  const prefix = options.keyPrefix ?? 'roadshow:sign-info:';
  const redis = openRedis(options.url, 'sign-up drafts');
  const keyOf = (key: { userId: string; activityId: number; source: string }) =>
    `${prefix}${key.source}:${key.activityId}:${key.userId}`;
  return {
    async put(key, value, { now, expiresAt }) {
      const ttl = expiresAt.getTime() - now.getTime();
      if (ttl <= 0) await guardRedis('sign-up drafts', redis.del(keyOf(key)));
      else await guardRedis('sign-up drafts', redis.set(keyOf(key), value, 'PX', ttl));
    },
    get: (key) => guardRedis('sign-up drafts', redis.get(keyOf(key))),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
