import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
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

  it('drops a message that is not JSON, or a handler that throws, and goes on delivering', async () => {
    const channelPrefix = `roadshow-test-${randomBytes(4).toString('hex')}:`;
    const bus = await createRedisEventBus({ url: url!, channelPrefix });
    const raw = new Redis(url!);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const heard: { prefix: string }[] = [];
      bus.subscribe('cache.invalidate', () => {
        throw new Error('a broken handler');
      });
      bus.subscribe('cache.invalidate', (payload) => heard.push(payload));
      // Subscribing is asynchronous on the Redis side: publish until the bus hears a good message.
      for (let attempt = 0; attempt < 50 && heard.length === 0; attempt += 1) {
        await raw.publish(`${channelPrefix}cache.invalidate`, '{not json');
        await raw.publish(`${channelPrefix}cache.invalidate`, '42');
        await bus.publish('cache.invalidate', { prefix: 'home:' });
        await new Promise((resolve) => setImmediate(resolve));
        await expect
          .poll(() => heard.length, { timeout: 200 })
          .toBeGreaterThan(0)
          .catch(() => undefined);
      }
      expect(heard[0]).toEqual({ prefix: 'home:' });
      const warnings = warn.mock.calls.map((call) => String(call[0]));
      expect(warnings.some((text) => text.includes('not JSON'))).toBe(true);
      expect(warnings.some((text) => text.includes('not an object'))).toBe(true);
      expect(warnings.some((text) => text.includes('handler failed'))).toBe(true);
    } finally {
      warn.mockRestore();
      raw.disconnect();
      await bus.close();
    }
  });
});
