// `npm run bench`: every bench of DESIGN §9 that exists so far, against one app started for the
// run. It reports; it does not gate: a failed bar still exits 0, only a crashed bench exits 1.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatHomeApi, HOME_API_BARS, runHomeApiBench, type HomeApiRow } from './home-api.bench.ts';
import { formatLighthouse, PAGE_BARS, runLighthouseBench, type PageRow } from './lighthouse.bench.ts';
import { machineState, type MachineState } from './lib/machine.ts';
import { formatSearchBench, runSearchBench, SEARCH_BAR, type SearchBenchResult } from './search.bench.ts';
import { REPO_ROOT } from './lib/repo-root.ts';
import { writeSummary } from './lib/write-summary.ts';
import { startApp } from './start-app.ts';

// The whole run stops after 15 minutes even when something hangs (BENCH_WATCHDOG_MS to change it);
// on a loaded 2-core machine the search bench alone builds its 100k rows for 10+ minutes.
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? 900_000);

interface Summary {
  startedAt: string;
  finishedAt?: string;
  node: string;
  /** The app runs with the caller's NODE_ENV, as `npm run serve` would. */
  nodeEnv: string | null;
  database?: 'pglite' | 'postgres';
  machineBefore: MachineState;
  machineAfter?: MachineState;
  bars: { homeApi: typeof HOME_API_BARS; pages: typeof PAGE_BARS; search: typeof SEARCH_BAR };
  homeApi?: HomeApiRow[];
  lighthouse?: PageRow[];
  search?: SearchBenchResult;
  allBarsPass?: boolean;
  crashes: { bench: string; error: string }[];
}

const summary: Summary = {
  startedAt: new Date().toISOString(),
  node: process.version,
  nodeEnv: process.env.NODE_ENV ?? null,
  machineBefore: machineState(),
  bars: { homeApi: HOME_API_BARS, pages: PAGE_BARS, search: SEARCH_BAR },
  crashes: [],
};

function finish(code: number): never {
  summary.finishedAt = new Date().toISOString();
  summary.machineAfter = machineState();
  console.log(`\nsummary written to ${writeSummary(summary)}`);
  process.exit(code);
}

const watchdog = setTimeout(() => {
  summary.crashes.push({
    bench: 'run',
    error: `stopped by the ${WATCHDOG_MS / 1000} s watchdog`,
  });
  console.error(`\nbench run exceeded ${WATCHDOG_MS / 1000} s; stopping`);
  finish(1);
}, WATCHDOG_MS);
watchdog.unref();

async function step<T>(bench: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    summary.crashes.push({ bench, error: message });
    console.error(`\n${bench} crashed: ${message}`);
    return undefined;
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'apps/web/build/server/index.js'))) {
    throw new Error('apps/web/build is missing: run `npm run build` first');
  }
  console.log(
    `starting the app (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, NODE_ENV=${summary.nodeEnv ?? 'unset'})...`,
  );
  const app = await startApp();
  summary.database = app.database;
  try {
    console.log('\n== Home and list APIs vs bare node:http ==');
    summary.homeApi = await step('home-api', () => runHomeApiBench(app.url));
    if (summary.homeApi) console.log(formatHomeApi(summary.homeApi));

    console.log('\n== Pages: Lighthouse, mobile preset ==');
    summary.lighthouse = await step('lighthouse', () => runLighthouseBench(app.url));
    if (summary.lighthouse) console.log(formatLighthouse(summary.lighthouse));
  } finally {
    await app.stop();
  }

  // In-process against its own throw-away database, so it runs after the app has stopped.
  console.log('\n== Search: 100,000 activities, 5,000 companies ==');
  summary.search = await step('search', () => runSearchBench((line) => console.log(`  ${line}`)));
  if (summary.search) console.log(formatSearchBench(summary.search));

  const rows = [...(summary.homeApi ?? []), ...(summary.lighthouse ?? []), ...(summary.search ? [summary.search] : [])];
  summary.allBarsPass = rows.length > 0 && rows.every((row) => row.pass);
  console.log(`\nbars: ${summary.allBarsPass ? 'all PASS' : 'some FAIL'} (reported, not enforced)`);
}

main().then(
  () => finish(summary.crashes.length > 0 ? 1 : 0),
  (error: unknown) => {
    summary.crashes.push({
      bench: 'run',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    console.error(error);
    finish(1);
  },
);
