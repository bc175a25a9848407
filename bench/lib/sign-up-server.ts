// Child-process entry of the sign-up burst bench: either the real roadshow API (Fastify, zod,
// services, repositories) or the bare baseline, a node:http server doing only the essential work
// of a sign-up (a count, then one transaction: lock, count, insert). Both on the same kind of database, with one
// fresh activity of SIGNUP_QUOTA seats, and logged-in users AT-bench-<n> from a stand-in identity
// service (the identity service is its own HTTP service; its lookup is not what is measured here).
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createServer, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { createApiContext } from '@roadshow/api/create-api-context';
import { roadshowApi } from '@roadshow/api/roadshow-api';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import type { IdentityTransport } from '@roadshow/api/services/identity/identity-client';
import { openDatabase } from '@roadshow/db/client';
import { migrateDatabase } from '@roadshow/db/migrate';
import { activities, companies } from '@roadshow/db/schema';

const mode = process.env.SIGNUP_MODE;
const quota = Number(process.env.SIGNUP_QUOTA ?? 500);
if ((mode !== 'app' && mode !== 'bare') || !process.send) {
  console.error('sign-up-server needs SIGNUP_MODE=app|bare and an IPC channel');
  process.exit(2);
}

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 20 } : { dataDir: 'memory://' },
);
await migrateDatabase(database);
const [company] = await database.db
  .insert(companies)
  .values({ code: '000001', exchange: 'SZSE', nameZh: '基准公司', shortNameZh: '基准' })
  .returning();
const startAt = new Date(Date.now() + 7 * 24 * 3_600_000);
const [activity] = await database.db
  .insert(activities)
  .values({
    kind: 'roadshow',
    titleZh: '报名压测',
    meetingStatus: 0,
    startAt,
    endAt: new Date(startAt.getTime() + 3_600_000),
    accessMode: 'registration',
    quota,
    companyId: company!.id,
  })
  .returning();
const activityId = activity!.id;

const userOf = (token: string | undefined) => {
  const n = token?.match(/^AT-bench-(\d+)$/)?.[1];
  return n ? { userId: String(100_000 + Number(n)), mobile: `138${n.padStart(8, '0')}` } : null;
};

async function startApp(): Promise<number> {
  const identity: IdentityTransport = async ({ headers }) => {
    const user = userOf(headers?.tgt);
    return user
      ? {
          success: true,
          result: {
            ...user,
            nickName: 'bench',
            userImage: '',
            loginType: 'sms',
            role: 'user',
            cardStatus: 'unverified',
            tenantInfo: '',
          },
        }
      : { success: false, errorCode: 'UNAUTHORIZED', errorMsg: '' };
  };
  const bus = createInProcessEventBus();
  const ctx = createApiContext({
    database,
    bus,
    config: { tokenSecret: 'bench', allowedOrigins: [], listCacheTtlMs: 30_000 },
    identityTransport: identity,
  });
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function startBare(): Promise<number> {
  const server = createServer(async (request, response) => {
    try {
      const body = JSON.parse(await readBody(request)) as { activityId: number };
      const token = /(?:^|;\s*)ticket=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      const user = userOf(token);
      if (!user) {
        response.writeHead(401).end();
        return;
      }
      // The same shortcut as the app: a full activity is answered without taking the lock.
      const count = sql`select count(*)::int as n from activity_sign_ups where activity_id = ${body.activityId} and state in ('pending', 'approved')`;
      const before = (await database.db.execute(count)) as unknown as { rows: { n: number }[] };
      const state =
        Number(before.rows[0]!.n) >= quota
          ? null
          : await database.db.transaction(async (tx) => {
              await tx.execute(sql`select pg_advisory_xact_lock(5016, ${body.activityId}::int)`);
              const taken = await tx.execute(
                sql`select count(*)::int as n from activity_sign_ups where activity_id = ${body.activityId} and state in ('pending', 'approved')`,
              );
              const rows = (taken as unknown as { rows: { n: number }[] }).rows;
              if (Number(rows[0]!.n) >= quota) return null;
              await tx.execute(
                sql`insert into activity_sign_ups (activity_id, user_id, state) values (${body.activityId}, ${user.userId}, 'approved') on conflict do nothing`,
              );
              return 'approved';
            });
      const answer = state
        ? JSON.stringify({ success: true, result: { state, label: 2 } })
        : JSON.stringify({ success: false, errorCode: 'QUOTA_FULL', errorMsg: 'full' });
      response.writeHead(state ? 200 : 409, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
    } catch {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const port = mode === 'app' ? await startApp() : await startBare();
process.send({ port, activityId });
process.on('disconnect', () => process.exit(0));
