import { createInProcessEventBus, type EventBus } from './event-bus.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

/**
 * The event bus for REDIS_URL, or, when Redis cannot be reached at start, the in-process bus: the
 * process starts degraded (its caches hear only its own writes; rate limits count in memory) rather
 * than not at all, and says so loudly (hardening item 16, decision 028).
 */
export async function connectEventBus(
  redisUrl: string | undefined,
  log: { warn(message: string): void },
  /** Namespace of the bus's channels (REDIS_PREFIX); the bus's own default when unset. */
  channelPrefix?: string,
): Promise<{ bus: EventBus; degraded: boolean }> {
  if (!redisUrl) return { bus: createInProcessEventBus(), degraded: false };
  try {
    return { bus: await createRedisEventBus({ url: redisUrl, channelPrefix }), degraded: false };
  } catch (error) {
    log.warn(
      `REDIS_URL is set but Redis is unreachable (${(error as Error).message}): running DEGRADED with the ` +
        'in-process event bus, in-memory rate limits and sign-up drafts in the database. Other processes ' +
        'will not hear this one. Restart once Redis is back.',
    );
    return { bus: createInProcessEventBus(), degraded: true };
  }
}
