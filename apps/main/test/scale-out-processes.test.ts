import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { seedIfEmpty } from '../src/seed-demo.ts';
import { openSse } from '../../api/test/support/sse-client.ts';

// DESIGN §7 / decision 034: two real server processes (`cli.ts serve`, as production starts them)
// share a throw-away PostgreSQL database and Redis. A viewer's event stream is held by process B;
// the demo sponsor asks and answers through the desk API of process A; the answer reaches the viewer.
// Runs where CI runs the PostgreSQL suite (DATABASE_URL and REDIS_URL set); both processes are
// stopped however the test ends, and killed outright if this process itself goes away.
const enabled = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const DEMO_SPONSOR = { phone: '13800000001', password: 'sponsor2026' };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('no port assigned'))));
    });
  });
}

interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** What the process wrote to stderr, shown when it fails to start. */
  errors: () => string;
}

const children = new Set<ChildProcess>();
// A crash or an interrupt of the test runner must not leave servers listening behind it.
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.once('exit', killAll);

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/main/src/cli.ts', 'serve'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PAY_SANDBOX_IN_PRODUCTION: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it was up:\n${stderr}`))),
  );
  const up = (async () => {
    for (;;) {
      const health = await fetch(`${origin}/healthz`).catch(() => null);
      if (health?.ok) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  await Promise.race([up, exited]);
  return { child, origin, errors: () => stderr };
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Logs the demo sponsor in on a process as the login page does: the ticket redeemed for the `ticket` cookie. */
async function logIn(origin: string, phone: string, password: string): Promise<string> {
  const service = `${origin}/?lang=en`;
  const login = await fetch(`${origin}/identity/login?lang=en`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ mode: 'password', phone, password, service, appId: 'roadshow' }),
  });
  const ticket = new URL(login.headers.get('location') ?? '', origin).searchParams.get('ticket');
  if (!ticket) throw new Error(`login answered ${login.status} without a ticket`);
  const redeemed = await fetch(
    `${origin}/roadshow/indexHome/getLoginInfo?ticket=${ticket}&service=${encodeURIComponent(service)}`,
  );
  const cookie = redeemed.headers.getSetCookie().find((line) => line.startsWith('ticket='));
  if (!cookie) throw new Error(`getLoginInfo answered ${redeemed.status} without a session`);
  return cookie.split(';')[0]!;
}

describe.runIf(enabled)('two server processes on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // A throw-away database of its own (a copy of the migrated template), seeded at the real clock,
    // since the processes run on it.
    database = await openTestDatabase();
    await seedIfEmpty(database.database, new Date());
    const name = (await database.database.execute('select current_database() as name')).rows[0]!.name as string;
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    dataDir = mkdtempSync(join(tmpdir(), 'roadshow-two-processes-'));
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: process.env.REDIS_URL!,
      // This run's own channels and keys on the shared Redis.
      REDIS_PREFIX: `roadshow-test-${randomBytes(4).toString('hex')}:`,
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(16).toString('hex'),
      LOG_LEVEL: 'error',
      // API and identity only: the test needs no pages (and no web build).
      SERVE_WEB: '0',
      DB_POOL_SIZE: '4',
    };
    // One after the other: both would otherwise migrate and check the seed at the same moment,
    // which works (advisory lock) but makes a slow start slower.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    killAll();
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('an answer published on process A reaches a viewer streaming from process B', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { rows } = await database.database.execute(
      `select a.id, g.id as guest_id
         from activities a
         join activity_live l on l.activity_id = a.id
         join activity_guests g on g.activity_id = a.id and g.answers_questions
        where a.meeting_status = 1 and a.access_mode = 'public' and a.published
        order by a.id limit 1`,
    );
    const activityId = Number(rows[0]!.id);
    const guestId = Number(rows[0]!.guest_id);

    // An anonymous viewer of the public room, on B.
    const viewer = await openSse(`${b.origin}/roadshow/interact/liveEvents?activityId=${activityId}`);
    try {
      expect(viewer.status).toBe(200);
      // The stream is open (its first viewer count came) before anything is published on A.
      await viewer.next((frame) => frame.event === 'viewers');

      const cookie = await logIn(a.origin, DEMO_SPONSOR.phone, DEMO_SPONSOR.password);
      const post = (path: string, body: object) =>
        fetch(`${a.origin}/roadshow${path}?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: a.origin },
          body: JSON.stringify(body),
        });
      const text = `Across processes? ${Date.now()}`;
      const asked = await post('/interact/askQuestion', { activityId, guestId, text });
      expect(asked.status).toBe(200);
      const questionId = ((await asked.json()) as { result: { questionId: number } }).result.questionId;
      expect((await post('/console/draftAnswer', { activityId, questionId, text: 'Yes.' })).status).toBe(200);
      expect((await post('/console/publishAnswer', { activityId, questionId })).status).toBe(200);

      const frame = await viewer.next(
        (f) => f.event === 'answer' && (f.data as { questionId: number }).questionId === questionId,
      );
      expect(frame.data).toEqual({ questionId, guestId });
      // What the event tells the viewer to refetch is there on B too.
      const list = await fetch(`${b.origin}/roadshow/interact/getQuestionsList?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: b.origin },
        body: JSON.stringify({ activityId, sort: 'time' }),
      });
      const listed = ((await list.json()) as { result: { questionList: { questionId: number }[] } }).result;
      expect(listed.questionList.map((q) => q.questionId)).toContain(questionId);
    } finally {
      viewer.close();
    }
  }, 120_000);
});
