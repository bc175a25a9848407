import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxRefusal } from '@roadshow/api/services/pay/pay-config';

// Decision 080: the sandbox takes no money, so a production server does not start on it by accident.
const REPO = fileURLToPath(new URL('../../..', import.meta.url));

describe('the sandbox payment provider in production', () => {
  it('is refused with NODE_ENV=production unless PAY_SANDBOX_IN_PRODUCTION=1 says a demo means it', () => {
    expect(sandboxRefusal({ NODE_ENV: 'production' })).toMatch(/refusing to start.*PAY_PROVIDER is unset/);
    expect(sandboxRefusal({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox' })).toMatch(/PAY_PROVIDER is sandbox/);
    expect(sandboxRefusal({ NODE_ENV: 'production', PAY_SANDBOX_IN_PRODUCTION: 'yes' })).not.toBeNull();
    expect(sandboxRefusal({ NODE_ENV: 'production', PAY_SANDBOX_IN_PRODUCTION: '1' })).toBeNull();
    expect(sandboxRefusal({ NODE_ENV: 'production', PAY_PROVIDER: 'alipay' })).toBeNull();
    expect(sandboxRefusal({ NODE_ENV: 'development' })).toBeNull();
    expect(sandboxRefusal({})).toBeNull();
  });

  it('the server exits at once with one clear line, before opening anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-sandbox-refusal-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/main/src/cli.ts', 'serve'], {
        cwd: REPO,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          TOKEN_SECRET: 'x',
          PORT: '0',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.resume();
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^roadshow: refusing to start: NODE_ENV=production and PAY_PROVIDER is unset/);
      expect(lines[0]).toContain('PAY_SANDBOX_IN_PRODUCTION=1');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
