import { mkdtempSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { migrateDatabase } from '@roadshow/db/migrate';
import { readConfig } from '../src/config.ts';
import { createServer } from '../src/create-server.ts';
import { openServices } from '../src/open-services.ts';

// Hardening item 16: a process whose REDIS_URL cannot be reached starts anyway, on in-process parts.
describe('start with Redis unreachable', () => {
  it('opens degraded services, warns, and serves', async () => {
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const config = readConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'roadshow-degraded-')),
      TOKEN_SECRET: 'x',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    const warn = vi.fn();
    // How fast the bus gives up is asserted in apps/api/test/redis-down.test.ts; opening PGlite here is slow.
    const services = await openServices(config, { warn });
    expect(services.degraded).toBe(true);
    expect(services.config.redisUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DEGRADED'));
    await migrateDatabase(services.database);
    const { app } = await createServer({ ...services, logger: false });
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await services.bus.close();
      await services.database.close();
    }
    // Opening and migrating an on-disk PGlite takes its time on a busy machine.
  }, 120_000);
});
