import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activitySignUps, notificationOutbox } from '@roadshow/db/schema';
import { sendStartReminders } from '../src/services/jobs/send-start-reminders.ts';
import type { NotificationSender } from '../src/services/notifications/notification-sender.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity } from './support/fake-identity.ts';

// Issue 5 part 7: a reminder by SMS (and e-mail when the form gave one) to every approved sign-up,
// within REMINDER_LEAD_MINUTES of the start, exactly once per sign-up and channel (decision 020).

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let companyId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  api.ctx.config.siteUrl = 'https://roadshow.example';
  companyId = await insertCompany(api.ctx, '600777');
});
afterAll(() => api.close());

const outboxOf = (activityId: number) =>
  api.ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.activityId, activityId));

/** An activity starting `inMs` after the clock, with approved sign-ups made through the API. */
async function activityWithSignUps(inMs: number, langs: string[], values: object = {}) {
  const startAt = new Date(clock.getTime() + inMs);
  const id = await insertActivity(api.ctx, {
    companyId,
    accessMode: 'registration',
    titleZh: '长青科技业绩说明会',
    titleEn: 'Evergreen results briefing',
    startAt,
    endAt: new Date(startAt.getTime() + HOUR),
    ...values,
  });
  const users = [];
  for (const lang of langs) {
    const who = identity.user();
    const answer = await api.app.inject({
      method: 'POST',
      url: `/roadshow/activity/signOrAppointment?lang=${lang}`,
      headers: { cookie: who.cookie },
      payload: { activityId: id, source: '01' },
    });
    expect(answer.json().result.state).toBe('approved');
    users.push(who);
  }
  return { id, users };
}

describe('start reminders', () => {
  it('stores the login mobile and the language of the sign-up request on the sign-up', async () => {
    const { id, users } = await activityWithSignUps(3 * HOUR, ['tc']);
    const [row] = await api.ctx.database.db.select().from(activitySignUps).where(eq(activitySignUps.activityId, id));
    expect(row).toMatchObject({ mobile: users[0]!.user.mobile, lang: 'tc' });
  });

  it('sends one SMS per approved sign-up within the lead time, in its language, with China time and the page', async () => {
    const { id, users } = await activityWithSignUps(45 * 60_000, ['en', 'tc', 'zh-CN']);
    const far = await activityWithSignUps(2 * HOUR, ['en']);
    await sendStartReminders(api.ctx);
    const rows = await outboxOf(id);
    expect(rows).toHaveLength(3);
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    const en = byUser.get(users[0]!.user.userId)!;
    expect(en).toMatchObject({ channel: 'sms', recipient: users[0]!.user.mobile, status: 'sent', provider: 'sandbox' });
    // TEST_NOW is 06:00 UTC = 14:00 China time; the start is 45 minutes later.
    expect(en.body).toBe(
      `[Roadshow] "Evergreen results briefing", which you signed up for, starts at 2026-11-20 14:45 China time. Join here: https://roadshow.example/tab/activityIndex?activityId=${id}&lang=en`,
    );
    expect(byUser.get(users[1]!.user.userId)!.body).toContain('長青科技業績說明會');
    expect(byUser.get(users[1]!.user.userId)!.body).toContain('北京時間 2026-11-20 14:45');
    expect(byUser.get(users[2]!.user.userId)!.body).toContain(
      '您报名的活动“长青科技业绩说明会”将于北京时间 2026-11-20 14:45',
    );
    // Two hours away is outside the default 60 minutes.
    expect(await outboxOf(far.id)).toHaveLength(0);

    // The next sweeps send nothing again.
    expect(await sendStartReminders(api.ctx)).toEqual({ sent: 0, failed: 0 });
    expect(await outboxOf(id)).toHaveLength(3);
  });

  it('follows REMINDER_LEAD_MINUTES and the injected clock', async () => {
    const { id } = await activityWithSignUps(100 * 60_000, ['en']);
    await sendStartReminders(api.ctx);
    expect(await outboxOf(id)).toHaveLength(0);
    clock = new Date(clock.getTime() + 41 * 60_000);
    await sendStartReminders(api.ctx);
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it('skips a cancelled activity: it is not going to start (decision 075)', async () => {
    const { id } = await activityWithSignUps(30 * 60_000, ['en', 'tc']);
    await api.ctx.database.db
      .update(activities)
      .set({ cancelledAt: clock, meetingStatus: 3 })
      .where(eq(activities.id, id));
    expect(await sendStartReminders(api.ctx)).toEqual({ sent: 0, failed: 0 });
    expect(await outboxOf(id)).toHaveLength(0);
  });

  it('adds an e-mail when the registration form gave one; skips pending, waiting and started activities', async () => {
    const { id, users } = await activityWithSignUps(30 * 60_000, ['en', 'en', 'en']);
    const db = api.ctx.database.db;
    await db
      .update(activitySignUps)
      .set({ form: { email: 'li@investor.example' } })
      .where(eq(activitySignUps.userId, users[0]!.user.userId));
    await db.update(activitySignUps).set({ state: 'pending' }).where(eq(activitySignUps.userId, users[1]!.user.userId));
    await db.update(activitySignUps).set({ state: 'waiting' }).where(eq(activitySignUps.userId, users[2]!.user.userId));
    const started = await activityWithSignUps(10 * 60_000, ['en']);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await sendStartReminders(api.ctx);
    const rows = await outboxOf(id);
    expect(rows.map((row) => `${row.channel}:${row.recipient}`).sort()).toEqual([
      'email:li@investor.example',
      `sms:${users[0]!.user.mobile}`,
    ]);
    expect(rows.find((row) => row.channel === 'email')!.subject).toBe('Reminder: Evergreen results briefing');
    expect(await outboxOf(started.id)).toHaveLength(0);
  });

  it('sends exactly once per sign-up and channel with several processes sweeping at once', async () => {
    const { id } = await activityWithSignUps(20 * 60_000, ['en', 'zh-CN', 'tc', 'en', 'en']);
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendStartReminders(api.ctx)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(5);
    const rows = await outboxOf(id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.signUpId)).size).toBe(5);
  });

  it('never throws into the sweep: a failing gateway is recorded, a broken database is logged', async () => {
    const { id } = await activityWithSignUps(20 * 60_000, ['en']);
    const failing: NotificationSender = {
      provider: 'gateway',
      sandbox: false,
      send: () => Promise.reject(new Error('gateway down')),
    };
    const counts = await sendStartReminders({ ...api.ctx, notifications: failing });
    expect(counts).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'failed', provider: 'gateway', error: 'Error: gateway down' });
    // Not retried: the gateway may have sent before failing.
    expect(await sendStartReminders(api.ctx)).toEqual({ sent: 0, failed: 0 });

    const logged: string[] = [];
    const broken = {
      ...api.ctx,
      repos: {
        ...api.ctx.repos,
        notifications: { ...api.ctx.repos.notifications, reminderCandidates: () => Promise.reject(new Error('db')) },
      },
    };
    await expect(sendStartReminders(broken, (_, message) => logged.push(message))).resolves.toEqual({
      sent: 0,
      failed: 0,
    });
    expect(logged).toEqual(['start reminder sweep failed']);
  });
});

describe('dev notification outbox page', () => {
  it('answers a local browser and hides from anyone behind a proxy', async () => {
    await activityWithSignUps(5 * 60_000, ['en']);
    await sendStartReminders(api.ctx);
    const local = await api.app.inject({
      method: 'GET',
      url: '/roadshow/dev/notifications',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('[Roadshow] &quot;Evergreen results briefing&quot;');
    const proxied = await api.app.inject({
      method: 'GET',
      url: '/roadshow/dev/notifications',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await api.app.inject({
      method: 'GET',
      url: '/roadshow/dev/notifications',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Roadshow]');
  });
});
