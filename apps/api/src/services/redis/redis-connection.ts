import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '@roadshow/http-kit/service-busy';

/** How long one Redis command may take, queued while disconnected included (decision 028). */
export const REDIS_COMMAND_MS = 1000;

/**
 * A Redis client that fails fast: a command gets an answer or an error within REDIS_COMMAND_MS
 * instead of waiting through ioredis' reconnect retries (~20 s), and an outage is logged once when
 * it starts, not on every reconnect attempt. It keeps reconnecting in the background.
 */
export function openRedis(url: string, what: string, options: { lazyConnect?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: options.lazyConnect ?? false,
    connectTimeout: REDIS_COMMAND_MS,
    commandTimeout: REDIS_COMMAND_MS,
    maxRetriesPerRequest: 1,
    // Reconnect every second at most: short enough to notice Redis is back, calm while it is not.
    retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`redis (${what}): unreachable, calls that need it answer 503 until it is back: ${error.message}`);
  });
  redis.on('ready', () => {
    if (down) console.warn(`redis (${what}): reachable again`);
    down = false;
  });
  return redis;
}

/** The command's result, or ServiceUnavailableError (503, Retry-After) when Redis cannot answer. */
export async function guardRedis<T>(what: string, command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new ServiceUnavailableError(`Redis (${what})`, { cause: error });
  }
}
