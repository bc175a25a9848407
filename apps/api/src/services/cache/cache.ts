import type { EventBus } from '../events/event-bus.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface Cache {
  /** Returns the cached value for key, or computes, stores and returns it. Concurrent misses share one load. */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The fresh cached value for key, without loading: lets a hot path answer without a promise. */
  peek<T>(key: string): T | undefined;
  /** Drops every key that starts with prefix, here and, through the bus, in every other process. */
  invalidate(prefix: string): Promise<void>;
}

/**
 * An in-process cache of answers (serialized bytes, counts, rows). Each process keeps its own copy;
 * invalidations travel over the event bus so a write in one process clears the lists in all of them.
 * A key always holds values of one type: the caller that names the key chooses it.
 */
export function createCache(options: { ttlMs: number; maxEntries?: number; bus: EventBus; now?: () => number }): Cache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();
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

  const peek = <T>(key: string): T | undefined => {
    const hit = entries.get(key);
    return hit && hit.expiresAt > now() ? (hit.value as T) : undefined;
  };

  return {
    peek,
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as T;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight as Promise<T>;
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
