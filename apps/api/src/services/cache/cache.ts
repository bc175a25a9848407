import type { EventBus } from '../events/event-bus.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

export interface Cache {
  /** Returns the cached string for key, or computes, stores and returns it. Concurrent misses share one load. */
  getOrLoad(key: string, load: () => Promise<string>): Promise<string>;
  /** Drops every key that starts with prefix, here and, through the bus, in every other process. */
  invalidate(prefix: string): Promise<void>;
}

/**
 * An in-process cache of serialized answers. Each process keeps its own copy; invalidations travel
 * over the event bus so a write in one process clears the lists in all of them.
 */
export function createCache(options: { ttlMs: number; maxEntries?: number; bus: EventBus; now?: () => number }): Cache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<string>>();
  const maxEntries = options.maxEntries ?? 5000;
  const now = options.now ?? Date.now;
  // A load that started before an invalidation must not store its stale answer afterwards.
  let generation = 0;

  const dropPrefix = (prefix: string) => {
    generation += 1;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    for (const key of pending.keys()) if (key.startsWith(prefix)) pending.delete(key);
  };
  options.bus.subscribe('cache.invalidate', ({ prefix }) => dropPrefix(prefix));

  return {
    async getOrLoad(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const promise = load()
        .then((value) => {
          if (generation === startedAt) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expiresAt: now() + options.ttlMs });
          }
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    async invalidate(prefix) {
      dropPrefix(prefix);
      await options.bus.publish('cache.invalidate', { prefix });
    },
  };
}
