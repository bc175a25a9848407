import { rmSync } from 'node:fs';
import { advanceMeetingStatuses } from '@roadshow/api/services/jobs/advance-meeting-statuses';
import { sendStartReminders } from '@roadshow/api/services/jobs/send-start-reminders';
import { deliverQueuedInvitations } from '@roadshow/api/services/jobs/deliver-queued-invitations';
import { announceOpenedQuestionnaires } from '@roadshow/api/services/questionnaire/announce-opened-questionnaires';
import { expireUnpaidOrders } from '@roadshow/api/services/jobs/expire-unpaid-orders';
import { sandboxRefusal } from '@roadshow/api/services/pay/pay-config';
import { migrateDatabase } from '@roadshow/db/migrate';
import { readConfig } from './config.ts';
import { createServer, loadWebBuild } from './create-server.ts';
import { openServices } from './open-services.ts';
import { purgeExpiredData } from './purge-expired-data.ts';
import { resetDatabase, seedIfEmpty } from './seed-demo.ts';

const command = process.argv[2] ?? 'serve';
const config = readConfig();

async function serve() {
  // Before anything opens: one clear line and exit 1 (decision 080).
  const refusal = sandboxRefusal(process.env);
  if (refusal) {
    console.error(`roadshow: ${refusal}`);
    process.exit(1);
  }
  const services = await openServices(config);
  const { database, bus } = services;
  await migrateDatabase(database);
  await seedIfEmpty(database);
  const { app, api, identity } = await createServer({
    config: services.config,
    database,
    bus,
    // SERVE_WEB=0: the API and identity service alone (a process the balancer sends only those to).
    webBuild: config.serveWeb ? await loadWebBuild() : undefined,
  });
  if (services.degraded) app.log.error('started DEGRADED: REDIS_URL is unreachable (see the warning above)');
  // Previews turn live and live turns replay as time passes, reminders go out before the start, and
  // invitations a crash left unsent go out, and identity data past its retention goes; all safe with
  // processes running them at once (decisions 020, 029, 077).
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const runSweep = async () => {
    await advanceMeetingStatuses(api).catch((error: unknown) => logError(error, 'status sweep failed'));
    await sendStartReminders(api, logError);
    await deliverQueuedInvitations(api, logError);
    await announceOpenedQuestionnaires(api).catch((error: unknown) => logError(error, 'questionnaire sweep failed'));
    await expireUnpaidOrders(api, logError);
    await purgeExpiredData({ api, identity }, services.config.retentionDays, logError);
  };
  const sweep = setInterval(() => void runSweep(), config.statusSweepMs);
  sweep.unref();
  await runSweep();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

async function main() {
  if (command === 'serve') return serve();
  if (command === 'reset' && !config.databaseUrl) rmSync(`${config.dataDir}/pglite`, { recursive: true, force: true });
  const { database, bus } = await openServices(config);
  try {
    if (command === 'reset' && config.databaseUrl) await resetDatabase(database);
    await migrateDatabase(database);
    if (command === 'seed' || command === 'reset') {
      const seeded = await seedIfEmpty(database);
      console.log(seeded ? 'demo data seeded' : 'database already has data; nothing seeded (use npm run db:reset)');
    } else if (command !== 'migrate') {
      throw new Error(`unknown command: ${command} (serve | migrate | seed | reset)`);
    }
  } finally {
    await bus.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
