import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, type BenchDatabase } from './lib/bench-database.ts';
import { isRunning, spawnTracked, stopChild } from './lib/children.ts';
import { freePort } from './lib/free-port.ts';
import { REPO_ROOT, RESULTS_DIR } from './lib/repo-root.ts';
import { waitForHealth } from './lib/wait-for-health.ts';

export interface RunningApp {
  url: string;
  database: 'pglite' | 'postgres';
  /** The app's own output, kept out of the bench's tables. */
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  startTimeoutMs?: number;
  /**
   * Other engineers rebuild apps/web/build on this machine, and a server that imports it
   * mid-rebuild dies on start; one more try then measures the app rather than the timing.
   */
  attempts?: number;
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

async function launch(options: StartOptions, attempt: number): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadshow-bench-'));
  const adminUrl = process.env.DATABASE_URL || undefined;
  let benchDatabase: BenchDatabase | undefined;
  const cleanUp = async () => {
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    benchDatabase = adminUrl ? await createBenchDatabase(adminUrl) : undefined;
    const port = await freePort();
    mkdirSync(RESULTS_DIR, { recursive: true });
    const logFile = join(RESULTS_DIR, `app-${attempt}.log`);
    const log = openSync(logFile, 'w');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A production process with the sandbox payment provider, on purpose (decision 080).
      PAY_SANDBOX_IN_PRODUCTION: '1',
    };
    if (benchDatabase) env.DATABASE_URL = benchDatabase.url;
    else delete env.DATABASE_URL;
    const child = spawnTracked(process.execPath, ['--import', 'tsx', 'apps/main/src/cli.ts', 'serve'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    // The child holds its own copy of the descriptor.
    closeSync(log);

    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(`${url}/healthz`, {
        // BENCH_START_TIMEOUT_MS: migrating and seeding takes minutes when the machine is far past its cores.
        timeoutMs: options.startTimeoutMs ?? Number(process.env.BENCH_START_TIMEOUT_MS ?? 90_000),
        isAlive: () => isRunning(child),
      });
    } catch (error) {
      const status = isRunning(child) ? 'still running' : `exit code ${child.exitCode}, signal ${child.signalCode}`;
      await stopChild(child);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`the app did not start (${status}): ${reason}\n--- ${logFile} ---\n${logTail(logFile)}`, {
        cause: error,
      });
    }
    return {
      url,
      database: benchDatabase ? 'postgres' : 'pglite',
      logFile,
      async stop() {
        await stopChild(child);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

/**
 * Starts the composed server (API + identity + SSR pages) exactly as `npm run serve` does, in a
 * child process so the load generator never shares its event loop, on a throw-away database
 * (PGlite in a temporary DATA_DIR, or a new database on the DATABASE_URL server) that the serve
 * command migrates and seeds itself.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const attempts = options.attempts ?? 2;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launch(options, attempt);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}\nretrying once...`);
    }
  }
}
