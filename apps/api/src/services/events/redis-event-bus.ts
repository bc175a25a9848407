import { openRedis } from '../redis/redis-connection.ts';
import type { EventBus, EventName, Handler, ServerEvents } from './event-bus.ts';

/**
 * Pub/sub over Redis so that every process sees every event. A process also receives its own
 * messages back from Redis, so handlers run once per process, the publisher included.
 */
export async function createRedisEventBus(options: { url: string; channelPrefix?: string }): Promise<EventBus> {
  const prefix = options.channelPrefix ?? 'roadshow:';
  const publisher = openRedis(options.url, 'event bus', { lazyConnect: true });
  const subscriber = openRedis(options.url, 'event bus', { lazyConnect: true });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const handlers = new Map<string, Set<(payload: unknown) => void>>();

  // Anyone who can publish on the server can put anything on a channel: a message that is not JSON
  // is dropped with a warning, and a handler that throws cannot take the subscription (or the
  // process) down with it; the other handlers still run (decision 073).
  subscriber.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      console.warn(`redis (event bus): dropped a message on ${channel} that is not JSON (${message.length} bytes)`);
      return;
    }
    if (payload === null || typeof payload !== 'object') {
      console.warn(`redis (event bus): dropped a message on ${channel} that is not an object`);
      return;
    }
    for (const handler of set) {
      try {
        handler(payload);
      } catch (error) {
        console.warn(`redis (event bus): a ${channel} handler failed: ${(error as Error).message}`);
      }
    }
  });

  return {
    async publish<E extends EventName>(event: E, payload: ServerEvents[E]) {
      // The write that publishes is already done: a lost message costs other processes at most a
      // cache TTL of stale lists, which beats failing the caller's committed write (decision 028).
      await publisher.publish(prefix + event, JSON.stringify(payload)).catch((error: Error) => {
        console.warn(`redis (event bus): ${event} not published: ${error.message}`);
      });
    },
    subscribe<E extends EventName>(event: E, handler: Handler<E>) {
      const channel = prefix + event;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void subscriber.subscribe(channel);
      }
      const wrapped = handler as (payload: unknown) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
