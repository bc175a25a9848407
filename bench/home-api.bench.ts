// DESIGN §9 "Home and list APIs": the app against a bare node:http server answering the same
// bytes, measured back to back in one run, so machine noise cancels out of the ratios.
import { isMain } from './lib/is-main.ts';
import { measureLoad, type LoadFigures, type LoadOptions } from './lib/load.ts';
import { describeMachine, machineState, type MachineState } from './lib/machine.ts';
import { rawRequest } from './lib/raw-request.ts';
import { startBareServer } from './lib/start-bare-server.ts';
import { formatTable } from './lib/table.ts';
import { startApp } from './start-app.ts';

export const HOME_API_BARS = { minThroughputRatio: 0.6, maxP99Ratio: 1.5 };

const ENDPOINTS = [
  {
    name: 'POST getNearFutureRoadShowList',
    method: 'POST',
    path: '/roadshow/homePage/getNearFutureRoadShowList?lang=zh-CN',
  },
  {
    name: 'GET getRoadShowSquareList?tab=1',
    method: 'GET',
    path: '/roadshow/homePage/getRoadShowSquareList?tab=1&lang=zh-CN',
  },
] as const;

const DEFAULT_LOAD: LoadOptions = {
  connections: 100,
  warmupSeconds: 2,
  durationSeconds: 10,
};

export interface HomeApiRow {
  endpoint: string;
  bodyBytes: number;
  contentType: string;
  /** Response header bytes: the app's security headers make its answers larger than the bare server's. */
  appHeaderBytes: number;
  app: LoadFigures;
  bare: LoadFigures;
  throughputRatio: number;
  p99Ratio: number;
  pass: boolean;
  machine: MachineState;
}

function headerBytes(rawHeaders: string[]): number {
  let bytes = 0;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    bytes += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`);
  return bytes;
}

async function benchEndpoint(
  appUrl: string,
  endpoint: (typeof ENDPOINTS)[number],
  load: LoadOptions,
): Promise<HomeApiRow> {
  const answer = await rawRequest(`${appUrl}${endpoint.path}`, {
    method: endpoint.method,
  });
  const contentType = String(answer.headers['content-type'] ?? '');
  if (answer.status !== 200)
    throw new Error(`${endpoint.name} answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`);
  if (answer.headers['content-encoding'])
    throw new Error(`${endpoint.name} compressed although no Accept-Encoding was sent`);

  const bare = await startBareServer(answer.body, contentType);
  let bareFigures: LoadFigures;
  try {
    bareFigures = await measureLoad({ url: `${bare.url}${endpoint.path}`, method: endpoint.method }, load);
  } finally {
    await bare.stop();
  }
  const appFigures = await measureLoad({ url: `${appUrl}${endpoint.path}`, method: endpoint.method }, load);

  const throughputRatio =
    bareFigures.requestsPerSecond > 0 ? appFigures.requestsPerSecond / bareFigures.requestsPerSecond : 0;
  // autocannon's latencies are whole milliseconds; a 0 ms bare p99 would make any ratio infinite.
  const p99Ratio = appFigures.p99Ms / Math.max(bareFigures.p99Ms, 1);
  const clean = appFigures.errors === 0 && appFigures.timeouts === 0 && appFigures.non2xx === 0;
  return {
    endpoint: endpoint.name,
    bodyBytes: answer.body.length,
    contentType,
    appHeaderBytes: headerBytes(answer.rawHeaders),
    app: appFigures,
    bare: bareFigures,
    throughputRatio,
    p99Ratio,
    pass: clean && throughputRatio >= HOME_API_BARS.minThroughputRatio && p99Ratio <= HOME_API_BARS.maxP99Ratio,
    machine: machineState(),
  };
}

export async function runHomeApiBench(appUrl: string, load: LoadOptions = DEFAULT_LOAD): Promise<HomeApiRow[]> {
  const rows: HomeApiRow[] = [];
  for (const endpoint of ENDPOINTS) rows.push(await benchEndpoint(appUrl, endpoint, load));
  return rows;
}

export function formatHomeApi(rows: HomeApiRow[]): string {
  const fixed = (value: number, digits = 0) => value.toFixed(digits);
  const table = formatTable(
    ['endpoint', 'app req/s', 'bare req/s', 'ratio', 'app p99', 'bare p99', 'p99 ratio', 'result'],
    rows.map((row) => [
      row.endpoint,
      fixed(row.app.requestsPerSecond),
      fixed(row.bare.requestsPerSecond),
      fixed(row.throughputRatio, 2),
      `${fixed(row.app.p99Ms)} ms`,
      `${fixed(row.bare.p99Ms)} ms`,
      `${fixed(row.p99Ratio, 2)}x`,
      row.pass ? 'PASS' : 'FAIL',
    ]),
  );
  const notes = rows.map((row) => {
    const faults = `${row.app.errors} errors, ${row.app.timeouts} timeouts, ${row.app.non2xx} non-2xx`;
    return `  ${row.endpoint}: body ${row.bodyBytes} B (${row.contentType}), app headers ${row.appHeaderBytes} B; app ${faults}; ${describeMachine(row.machine)}`;
  });
  const bars = `bars: ratio >= ${HOME_API_BARS.minThroughputRatio}, p99 ratio <= ${HOME_API_BARS.maxP99Ratio}x, no errors (autocannon, ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s after ${DEFAULT_LOAD.warmupSeconds} s warm-up)`;
  return [table, ...notes, bars].join('\n');
}

if (isMain(import.meta.url)) {
  const app = await startApp();
  try {
    console.log(formatHomeApi(await runHomeApiBench(app.url)));
  } finally {
    await app.stop();
  }
}
