import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

import { baseURL } from './support/base-url.ts';

const port = new URL(baseURL).port;

/** The suite runs against the production build served by `npm start`'s own code, on a fresh database. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/main/src/cli.ts serve',
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // As behind a load balancer: the fixtures give each simulated person their own address.
      TRUST_PROXY: '127.0.0.1',
      // The production build with the sandbox payment provider: a demo site, said so (decision 080).
      PAY_SANDBOX_IN_PRODUCTION: '1',
    },
  },
});
