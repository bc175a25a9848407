// The two servers of the live SSE bench, each run as its own process (`node --expose-gc --import tsx
// bench/lib/live-sse-servers.ts app|bare <port>`), so their memory is their own:
// - app: the roadshow API (its real liveEvents route, access check and SSE hub) on an in-memory
//   PGlite with one live public activity; POST /bench/publish publishes an answer event on its bus.
// - bare: node:http holding the same streams in a Set and writing one frame to each on /bench/publish.
// Both answer GET /bench/memory with process.memoryUsage() after a full GC.
import http, { type ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createApiContext } from '@roadshow/api/create-api-context';
import { roadshowApi } from '@roadshow/api/roadshow-api';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { publishLiveEvent } from '@roadshow/api/services/live/live-hub';
import { openDatabase } from '@roadshow/db/client';
import { migrateDatabase } from '@roadshow/db/migrate';
import { activities, activityGuests, activityLive, companies } from '@roadshow/db/schema';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

async function startApp() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const db = database.db;
  const [company] = await db
    .insert(companies)
    .values({ code: '600000', exchange: 'SSE', nameZh: '基准公司', shortNameZh: '基准' })
    .returning({ id: companies.id });
  const now = new Date();
  const [activity] = await db
    .insert(activities)
    .values({
      kind: 'roadshow',
      titleZh: '基准直播',
      meetingStatus: 1,
      startAt: new Date(now.getTime() - 600_000),
      endAt: new Date(now.getTime() + 3_600_000),
      accessMode: 'public',
      companyId: company!.id,
    })
    .returning({ id: activities.id });
  await db.insert(activityGuests).values({ activityId: activity!.id, nameZh: '财务总监' });
  await db.insert(activityLive).values({ activityId: activity!.id, streamName: 'demo' });
  const bus = createInProcessEventBus();
  const ctx = createApiContext({
    database,
    bus,
    // Every viewer of the bench connects anonymously from 127.0.0.1: lift the per-address cap.
    config: { tokenSecret: 'bench', allowedOrigins: [], listCacheTtlMs: 600_000, liveStreamsPerIp: 1_000_000 },
  });
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(roadshowApi(ctx), { prefix: '/roadshow' });
  app.post('/bench/publish', async () => {
    await publishLiveEvent(bus, activity!.id, 'answer', { questionId: 1, guestId: 1 });
    return { ok: true };
  });
  app.get('/bench/memory', async () => memory());
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.({ ready: true, path: `/roadshow/interact/liveEvents?activityId=${activity!.id}` });
}

function startBare() {
  const clients = new Set<ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.url === '/bench/memory') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(memory()));
    } else if (request.url === '/bench/publish') {
      const frame = Buffer.from('id: 1\nevent: answer\ndata: {"questionId":1,"guestId":1}\n\n');
      for (const client of clients) client.write(frame);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('retry: 3000\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
    }
  });
  server.keepAliveTimeout = 0;
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, path: '/sse' }));
}

if (kind === 'app') await startApp();
else startBare();
