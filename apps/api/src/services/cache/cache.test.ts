import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '../events/event-bus.ts';
import { createCache } from './cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('cache', () => {
  it('shares one load between concurrent misses', async () => {
    const cache = createCache({ ttlMs: 1000, bus: createInProcessEventBus() });
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const answers = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    gate.resolve('v');
    expect(await answers).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = createCache({ ttlMs: 100, bus: createInProcessEventBus(), now: () => now });
    let n = 0;
    const load = async () => String(++n);
    expect(await cache.getOrLoad('k', load)).toBe('1');
    now = 99;
    expect(await cache.getOrLoad('k', load)).toBe('1');
    now = 100;
    expect(await cache.getOrLoad('k', load)).toBe('2');
  });

  it('does not keep an answer whose load started before an invalidation', async () => {
    const cache = createCache({ ttlMs: 10_000, bus: createInProcessEventBus() });
    const gate = deferred<string>();
    const stale = cache.getOrLoad('home:x', () => gate.promise);
    await cache.invalidate('home:');
    gate.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await cache.getOrLoad('home:x', async () => 'fresh')).toBe('fresh');
  });

  it('clears only keys under the prefix, also in a second cache on the same bus', async () => {
    const bus = createInProcessEventBus();
    const one = createCache({ ttlMs: 10_000, bus });
    const two = createCache({ ttlMs: 10_000, bus });
    await one.getOrLoad('home:a', async () => 'a1');
    await two.getOrLoad('home:a', async () => 'a1');
    await two.getOrLoad('other:b', async () => 'b1');
    await one.invalidate('home:');
    expect(await two.getOrLoad('home:a', async () => 'a2')).toBe('a2');
    expect(await two.getOrLoad('other:b', async () => 'b2')).toBe('b1');
  });
});
