import { guardRedis, openRedis } from '../redis/redis-connection.ts';

/** At most `limit` calls per fixed window of `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts calls per key in fixed windows. `hit` counts this call and says whether it is within the
 * limit. Redis (REDIS_URL) shares the counts between processes; the memory limiter is per process,
 * so N processes behind a load balancer allow up to N times the limit (decision 020).
 */
export interface RateLimiter {
  hit(key: string, rule: RateRule, now: Date): Promise<boolean>;
  close(): Promise<void>;
}

/** The window a moment falls in, and the key that counts it. */
function windowKey(key: string, rule: RateRule, now: Date) {
  const index = Math.floor(now.getTime() / rule.windowMs);
  return { id: `${key}:${rule.windowMs}:${index}`, endsAt: (index + 1) * rule.windowMs };
}

/** Counts in this process's memory: enough for one process; expired windows are dropped as it grows. */
export function createMemoryRateLimiter(options: { maxKeys?: number } = {}): RateLimiter {
  const maxKeys = options.maxKeys ?? 50_000;
  const counts = new Map<string, { count: number; endsAt: number }>();
  const prune = (now: number) => {
    for (const [id, entry] of counts) if (entry.endsAt <= now) counts.delete(id);
    // Still full of live windows (a flood of distinct keys): forget the oldest rather than grow.
    for (const id of counts.keys()) {
      if (counts.size < maxKeys) break;
      counts.delete(id);
    }
  };
  return {
    async hit(key, rule, now) {
      const { id, endsAt } = windowKey(key, rule, now);
      let entry = counts.get(id);
      if (!entry) {
        if (counts.size >= maxKeys) prune(now.getTime());
        entry = { count: 0, endsAt };
        counts.set(id, entry);
      }
      entry.count += 1;
      return entry.count <= rule.limit;
    },
    async close() {
      counts.clear();
    },
  };
}

/** Counts in Redis: one key per window, created with its expiry and incremented atomically. */
export function createRedisRateLimiter(options: { url: string; keyPrefix?: string }): RateLimiter {
  const prefix = options.keyPrefix ?? 'roadshow:rate:';
  const redis = openRedis(options.url, 'rate limits');
  return {
    async hit(key, rule, now) {
      const { id, endsAt } = windowKey(key, rule, now);
      const ttl = Math.max(1, endsAt - now.getTime());
      // Fails closed: without its counts a limited call is refused (503), never let through.
      const replies = await guardRedis(
        'rate limits',
        redis.multi().set(`${prefix}${id}`, 0, 'PX', ttl, 'NX').incr(`${prefix}${id}`).exec(),
      );
      const count = Number(replies?.[1]?.[1] ?? 0);
      return count <= rule.limit;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
