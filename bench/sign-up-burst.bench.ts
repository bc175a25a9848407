// DESIGN §9 "Sign-up burst": 2,000 concurrent sign-ups for 500 seats. Exactly 500 succeed, none
// answers 5xx, and the burst's throughput is compared with a bare node:http server doing only the
// essential work of a sign-up on the same database (lib/sign-up-server.ts), measured in the same run.
import { request as httpRequest, Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './lib/bench-database.ts';
import { spawnTracked, stopChild } from './lib/children.ts';
import { isMain } from './lib/is-main.ts';
import { describeMachine, machineState } from './lib/machine.ts';
import { REPO_ROOT } from './lib/repo-root.ts';
import { formatTable } from './lib/table.ts';

export const SIGN_UP_BARS = { pgliteRatio: 0.3, postgresRatio: 0.5 };
const SIGN_UPS = 2_000;
const SEATS = 500;
const ENTRY = fileURLToPath(new URL('./lib/sign-up-server.ts', import.meta.url));

interface Burst {
  seconds: number;
  perSecond: number;
  statuses: Record<string, number>;
}

async function startServer(mode: 'app' | 'bare', databaseUrl: string | undefined) {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, SIGNUP_MODE: mode, SIGNUP_QUOTA: String(SEATS), DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ port: number; activityId: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${mode} sign-up server did not start`)), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as { port: number; activityId: number });
    });
    child.once('exit', (code) => reject(new Error(`${mode} sign-up server exited with ${code}`)));
  });
  return { ...ready, stop: () => stopChild(child) };
}

function post(agent: Agent, port: number, body: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/roadshow/activity/signOrAppointment?lang=zh-CN',
        headers: {
          'content-type': 'application/json',
          cookie: `ticket=${token}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Fires every sign-up at once (one user each) and waits for the last answer. */
async function burst(port: number, activityId: number): Promise<Burst> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const body = JSON.stringify({ activityId, source: '01' });
  const started = performance.now();
  const codes = await Promise.all(
    Array.from({ length: SIGN_UPS }, (_, i) => post(agent, port, body, `AT-bench-${i + 1}`)),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const statuses: Record<string, number> = {};
  for (const code of codes) statuses[code] = (statuses[code] ?? 0) + 1;
  return { seconds, perSecond: SIGN_UPS / seconds, statuses };
}

async function run(mode: 'app' | 'bare', engine: 'pglite' | 'postgres'): Promise<Burst> {
  const database = engine === 'postgres' ? await createBenchDatabase(process.env.DATABASE_URL!) : null;
  try {
    const server = await startServer(mode, database?.url);
    try {
      return await burst(server.port, server.activityId);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

export interface SignUpRow {
  engine: 'pglite' | 'postgres';
  app: Burst;
  bare: Burst;
  ratio: number;
  pass: boolean;
  machine: string;
}

export async function runSignUpBench(): Promise<SignUpRow[]> {
  const engines: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const rows: SignUpRow[] = [];
  for (const engine of engines) {
    const bare = await run('bare', engine);
    const app = await run('app', engine);
    const ratio = app.perSecond / bare.perSecond;
    const bar = engine === 'postgres' ? SIGN_UP_BARS.postgresRatio : SIGN_UP_BARS.pgliteRatio;
    const exact = app.statuses['200'] === SEATS && app.statuses['409'] === SIGN_UPS - SEATS;
    rows.push({ engine, app, bare, ratio, pass: exact && ratio >= bar, machine: describeMachine(machineState()) });
  }
  return rows;
}

export function formatSignUpBench(rows: SignUpRow[]): string {
  const codes = (b: Burst) =>
    Object.entries(b.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
  const table = formatTable(
    ['engine', 'app sign-ups/s', 'bare sign-ups/s', 'ratio', 'app answers', 'bare answers', 'result'],
    rows.map((row) => [
      row.engine,
      row.app.perSecond.toFixed(0),
      row.bare.perSecond.toFixed(0),
      row.ratio.toFixed(2),
      codes(row.app),
      codes(row.bare),
      row.pass ? 'PASS' : 'FAIL',
    ]),
  );
  const bars = `bars: exactly ${SEATS} × 200 and ${SIGN_UPS - SEATS} × 409 of ${SIGN_UPS}, no 5xx; ratio >= ${SIGN_UP_BARS.pgliteRatio} (PGlite), >= ${SIGN_UP_BARS.postgresRatio} (PostgreSQL)`;
  return [table, ...rows.map((row) => `  ${row.engine}: ${row.machine}`), bars].join('\n');
}

if (isMain(import.meta.url)) {
  console.log(formatSignUpBench(await runSignUpBench()));
  process.exit(0);
}
