// Runs the browser suite: makes sure Chromium is there, builds the site, serves it on a fresh
// database and drives it with Playwright. Prints one plain summary line at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './support/ensure-chromium.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1' && run('npm', ['run', 'build']) !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-e2e-'));
const extra = process.argv.slice(2);
const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extra], {
  ...process.env,
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });

try {
  const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  console.log(`\ne2e: ${expected + flaky} passed, ${unexpected} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  console.log('\ne2e: no report was written');
}
process.exit(status);
