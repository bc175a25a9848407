import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// The identity service on another origin than the site (decisions 012 and 024), with two real
// origins on loopback: the site at http://127.0.0.1:<port>, the identity service at
// http://localhost:<port>/identity. They are different sites to the browser, so the identity
// cookie (SameSite=Lax over HTTP) never reaches a frame the site loads.
const OPERATOR = { phone: '13800000000', password: 'operator2026' };
const REPO = fileURLToPath(new URL('../..', import.meta.url));

let server: ChildProcess | undefined;
let dataDir = '';
let port = 0;
const site = () => `http://127.0.0.1:${port}`;
const identityOrigin = () => `http://localhost:${port}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'roadshow-e2e-cross-site-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/main/src/cli.ts', 'serve'], {
    cwd: REPO,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      IDENTITY_URL: `${identityOrigin()}/identity`,
      LOGIN_SERVICE_ORIGINS: site(),
      PAY_SANDBOX_IN_PRODUCTION: '1',
    },
  });
  await waitForHealth(`${site()}/healthz`);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function logInWithPassword(page: Page) {
  await page.getByRole('link', { name: 'Log in with a password' }).click();
  await page.getByLabel('Mobile number').fill(OPERATOR.phone);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('logging in on the identity origin comes back logged in to the site on another origin', async ({ page }) => {
  await page.goto(`${site()}/tab/roadshowSquare?lang=en`);
  // The header's log-in link works once React has hydrated; a click before then did nothing.
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${identityOrigin()}/identity/login\\?`));
  // The form posts to the identity origin and is redirected to the site's: CSP form-action allows it.
  await logInWithPassword(page);
  await expect(page).toHaveURL(`${site()}/tab/roadshowSquare?lang=en`);
  await expect(header.getByRole('link', { name: 'Personal information' })).toBeVisible();
});

test('a login made at the identity service shows on the other site by itself (top-level fallback)', async ({
  page,
}) => {
  // Logged in at the identity service (and on its own origin's site), not yet at 127.0.0.1.
  await page.goto(`${identityOrigin()}/identity/login?lang=en&service=${encodeURIComponent(`${identityOrigin()}/`)}`);
  await logInWithPassword(page);
  await expect(page).toHaveURL(`${identityOrigin()}/`);

  await page.goto(`${site()}/tab/roadshowSquare?lang=en`);
  const header = page.getByRole('banner');
  // The hidden frame cannot see the identity cookie across sites; the page asks by one top-level
  // redirect instead and comes back with a ticket, exchanged and dropped from the address bar.
  await expect(header.getByRole('link', { name: 'Personal information' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${site()}/tab/roadshowSquare?lang=en`);

  // With no login anywhere, a fresh tab on the site stays logged out and is bounced once at most.
  const context = page.context();
  await context.clearCookies();
  const visitor = await context.newPage();
  // Navigation requests, redirects included: the gateway answers with a redirect and never commits.
  const seen: string[] = [];
  visitor.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === visitor.mainFrame()) seen.push(request.url());
  });
  await visitor.goto(`${site()}/tab/roadshowSquare?lang=en`);
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => seen.filter((url) => url.includes('gateway=1')).length, { timeout: 15_000 }).toBe(1);
  await expect(visitor).toHaveURL(`${site()}/tab/roadshowSquare?lang=en`);
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // This tab asked once; it will not ask again.
  expect(await visitor.evaluate(() => sessionStorage.getItem('loginSyncGateway'))).not.toBeNull();
});
