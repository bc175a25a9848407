// DESIGN §9 live bar: one process holds 15,000 SSE viewers of one activity at <= 20 KB memory each,
// and a published answer reaches the last of them within 1.5x the time a bare node:http fan-out
// needs at the same count. Run alone: `node --import tsx bench/live-sse.bench.ts [viewers]`.
// Each server runs in its own process; this process holds the viewers' sockets (raw TCP, one
// request each) and measures from sending the publish call to the last viewer's frame.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { freePort } from './lib/free-port.ts';
import { isMain } from './lib/is-main.ts';
import { REPO_ROOT } from './lib/repo-root.ts';

export const LIVE_BARS = { bytesPerViewer: 20 * 1024, fanOutRatio: 1.5 } as const;
const ROUNDS = 5;
/**
 * The most a round may take before the bench gives up on it: a frame that never reaches one viewer
 * (a dropped socket, a server bug) must end the run with a message, not hang it. Generous: the bars
 * are ratios of times far below this (DESIGN §9).
 */
export function roundLimitMs(viewers: number): number {
  return Math.max(30_000, viewers * 4);
}
/** Opening the viewers has its limit too: a stream that never answers its request. */
const connectLimitMs = (viewers: number) => Math.max(60_000, viewers * 20);

/** The promise, or an error naming what did not finish within `ms`. */
async function withinLimit<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what()} (limit ${Math.round(ms / 1000)} s)`)), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

export interface LiveSseRow {
  server: 'bare node:http' | 'app';
  viewers: number;
  connectMs: number;
  bytesPerViewer: number;
  heapPerViewer: number;
  fanOutMs: number;
}

/**
 * Each side needs one descriptor per viewer (and a few): when the soft limit is lower, the bench
 * starts itself again under `ulimit -n` raised to the hard limit.
 */
function ensureDescriptors(viewers: number): boolean {
  const soft = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (Number.isFinite(soft) && soft >= viewers + 1000) return true;
  if (process.env.LIVE_BENCH_REEXEC) throw new Error(`cannot raise the descriptor limit above ${soft}`);
  const command = `ulimit -n $(ulimit -Hn) && exec "${process.execPath}" --import tsx bench/live-sse.bench.ts ${viewers}`;
  const result = spawnSync('sh', ['-c', command], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, LIVE_BENCH_REEXEC: '1' },
  });
  process.exit(result.status ?? 1);
}

async function startServer(kind: 'app' | 'bare') {
  const port = await freePort();
  const child: ChildProcess = fork('bench/lib/live-sse-servers.ts', [kind, String(port)], {
    cwd: REPO_ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const path = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { path: string }).path));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
  return { port, path, stop: () => child.kill('SIGKILL') };
}

async function memoryOf(port: number) {
  const answer = await fetch(`http://127.0.0.1:${port}/bench/memory`);
  return (await answer.json()) as NodeJS.MemoryUsage;
}

/** Opens `count` streams, a few hundred at a time; resolves when every one has its headers. */
async function openViewers(
  port: number,
  path: string,
  count: number,
  onFrame: () => void,
  sockets: Socket[] = [],
): Promise<Socket[]> {
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
  const openOne = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let open = false;
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => {
        if (!open) {
          if (!chunk.includes('200 OK')) reject(new Error(`stream refused: ${chunk.toString().slice(0, 80)}`));
          open = true;
          resolve();
        }
        if (chunk.includes('event: answer')) onFrame();
      });
      socket.on('error', reject);
      socket.write(request);
      sockets.push(socket);
    });
  for (let done = 0; done < count;) {
    const batch = Math.min(250, count - done);
    await Promise.all(Array.from({ length: batch }, openOne));
    done += batch;
  }
  return sockets;
}

async function measure(kind: 'app' | 'bare', viewers: number): Promise<LiveSseRow> {
  const server = await startServer(kind);
  try {
    // Warm the path (caches, JIT) with a few viewers before the empty-process memory is read.
    const warm = await withinLimit(
      openViewers(server.port, server.path, 50, () => undefined),
      connectLimitMs(50),
      () => `${kind}: the 50 warm-up viewers did not all connect`,
    );
    for (const socket of warm) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await memoryOf(server.port);
    let received = 0;
    let reached: (() => void) | null = null;
    const onFrame = () => {
      received += 1;
      if (received === viewers) reached?.();
    };
    const started = performance.now();
    const opening: Socket[] = [];
    const sockets = await withinLimit(
      openViewers(server.port, server.path, viewers, onFrame, opening),
      connectLimitMs(viewers),
      () => `${kind}: only ${opening.length} of ${viewers} viewers were connecting`,
    ).catch((error: unknown) => {
      for (const socket of opening) socket.destroy();
      throw error;
    });
    const connectMs = performance.now() - started;
    const after = await memoryOf(server.port);
    const times: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        received = 0;
        const all = new Promise<void>((resolve) => (reached = resolve));
        const sent = performance.now();
        await fetch(`http://127.0.0.1:${server.port}/bench/publish`, { method: 'POST' });
        await withinLimit(
          all,
          roundLimitMs(viewers),
          () => `${kind}: round ${round + 1} reached ${received} of ${viewers} viewers`,
        );
        times.push(performance.now() - sent);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    times.sort((a, b) => a - b);
    return {
      server: kind === 'app' ? 'app' : 'bare node:http',
      viewers,
      connectMs: Math.round(connectMs),
      bytesPerViewer: Math.round((after.rss - before.rss) / viewers),
      heapPerViewer: Math.round((after.heapUsed - before.heapUsed) / viewers),
      fanOutMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
    };
  } finally {
    server.stop();
  }
}

export async function runLiveSseBench(viewers = 15_000): Promise<LiveSseRow[]> {
  const bare = await measure('bare', viewers);
  const app = await measure('app', viewers);
  return [bare, app];
}

export function formatLiveSse(rows: LiveSseRow[]): string {
  const [bare, app] = rows as [LiveSseRow, LiveSseRow];
  const lines = rows.map(
    (r) =>
      `${r.server.padEnd(15)} viewers ${r.viewers}  connect ${r.connectMs} ms  rss ${(r.bytesPerViewer / 1024).toFixed(1)} KB/viewer  heap ${(r.heapPerViewer / 1024).toFixed(1)} KB/viewer  fan-out (median of ${ROUNDS}) ${r.fanOutMs} ms`,
  );
  const ratio = app.fanOutMs / Math.max(bare.fanOutMs, 0.1);
  const memoryOk = app.bytesPerViewer <= LIVE_BARS.bytesPerViewer;
  const fanOutOk = ratio <= LIVE_BARS.fanOutRatio;
  lines.push(
    `bar: app memory <= ${LIVE_BARS.bytesPerViewer / 1024} KB/viewer: ${memoryOk ? 'pass' : 'FAIL'}; app fan-out <= ${LIVE_BARS.fanOutRatio}x bare: ${ratio.toFixed(2)}x ${fanOutOk ? 'pass' : 'FAIL'}`,
  );
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const viewers = Number(process.argv[2] ?? 15_000);
  if (ensureDescriptors(viewers)) {
    console.log(formatLiveSse(await runLiveSseBench(viewers)));
    process.exit(0);
  }
}
