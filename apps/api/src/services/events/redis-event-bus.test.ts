import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisEventBus } from './redis-event-bus.ts';

const url = process.env.REDIS_URL;

// Runs where Redis is configured (CI sets REDIS_URL); without it the in-process bus is the one in use.
describe.runIf(url)('redis event bus', () => {
  it('delivers an event published by one process-like bus to another', async () => {
    const channelPrefix = `roadshow-test-${randomBytes(4).toString('hex')}:`;
    const one = await createRedisEventBus({ url: url!, channelPrefix });
    const two = await createRedisEventBus({ url: url!, channelPrefix });
    try {
      const received = new Promise<{ prefix: string }>((resolve) => two.subscribe('cache.invalidate', resolve));
      // Subscribing is asynchronous on the Redis side; publish until the other side hears it.
      let heard: { prefix: string } | undefined;
      void received.then((payload) => (heard = payload));
      for (let attempt = 0; attempt < 50 && !heard; attempt += 1) {
        await one.publish('cache.invalidate', { prefix: 'home:' });
        await Promise.race([received, new Promise((resolve) => setImmediate(resolve))]);
      }
      expect(await received).toEqual({ prefix: 'home:' });
    } finally {
      await one.close();
      await two.close();
    }
  });
});
