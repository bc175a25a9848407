import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, activitySignUps, identityVerifications } from '@roadshow/db/schema';
import { readConfig } from '../src/config.ts';
import { purgeExpiredData } from '../src/purge-expired-data.ts';
import { useComposedServer } from './support/composed-server.ts';

// Hardening item 13: identity photos and document numbers go after the retention period, sign-up
// forms after their event plus that period; processes running the job at once do no harm.
const suite = useComposedServer({ start: '2026-11-20T06:00:00.000Z' });
const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(suite.now().getTime() - days * DAY);
const failOnError = (error: unknown) => {
  throw error;
};

async function addVerification(key: string, decided: Date | null, created: Date) {
  const server = suite.server();
  await server.identity.files.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
  const [row] = await suite
    .db()
    .database.db.insert(identityVerifications)
    .values({
      userId: 1,
      kind: 'id',
      status: decided ? 'verified' : 'verifying',
      name: '李明',
      documentType: 0,
      documentNumberEnc: 'sealed-number',
      documentNumberTail: '002X',
      imageKey: key,
      reviewedAt: decided,
      createdAt: created,
    })
    .returning({ id: identityVerifications.id });
  return row!.id;
}

async function addSignUpWithForm(endedDaysAgo: number, userId: string) {
  const db = suite.db().database.db;
  const end = daysAgo(endedDaysAgo);
  const [activity] = await db
    .insert(activities)
    .values({
      kind: 'roadshow',
      titleZh: '说明会',
      titleEn: 'Briefing',
      meetingStatus: 2,
      startAt: new Date(end.getTime() - 2 * 3600_000),
      endAt: end,
      registrationForm: true,
    })
    .returning({ id: activities.id });
  const [signUp] = await db
    .insert(activitySignUps)
    .values({ activityId: activity!.id, userId, state: 'approved', form: { sealed: 'form' } })
    .returning({ id: activitySignUps.id });
  return signUp!.id;
}

describe('retention job', () => {
  it('defaults to 180 days and reads RETENTION_DAYS', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x', TOKEN_SECRET: 'x' }).retentionDays).toBe(180);
    expect(readConfig({ DATA_DIR: '/tmp/x', TOKEN_SECRET: 'x', RETENTION_DAYS: '30' }).retentionDays).toBe(30);
  });

  it('purges old photos and numbers and old forms, keeps recent ones, and is safe run three times at once', async () => {
    const server = suite.server();
    const oldDecided = await addVerification('private/verification/1/old.jpg', daysAgo(181), daysAgo(200));
    const oldUndecided = await addVerification('private/verification/1/stale.jpg', null, daysAgo(181));
    const recent = await addVerification('private/verification/1/recent.jpg', daysAgo(179), daysAgo(300));
    const oldForm = await addSignUpWithForm(181, 'u-old');
    const recentForm = await addSignUpWithForm(179, 'u-recent');

    const runs = await Promise.all(
      [1, 2, 3].map(() => purgeExpiredData({ api: server.api, identity: server.identity }, 180, failOnError)),
    );
    expect(runs.reduce((sum, run) => sum + run.verifications, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.forms, 0)).toBe(1);

    const db = suite.db().database.db;
    const row = async (id: number) =>
      (await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)))[0]!;
    for (const id of [oldDecided, oldUndecided]) {
      const purged = await row(id);
      expect(purged.documentNumberEnc).toBeNull();
      expect(purged.purgedAt).toEqual(suite.now());
      expect(await server.identity.files.get(purged.imageKey)).toBeNull();
    }
    const kept = await row(recent);
    expect(kept.documentNumberEnc).toBe('sealed-number');
    expect(kept.purgedAt).toBeNull();
    expect(await server.identity.files.get(kept.imageKey)).not.toBeNull();
    // The verified status and the masked number stay.
    expect((await row(oldDecided)).status).toBe('verified');
    expect((await row(oldDecided)).documentNumberTail).toBe('002X');

    const form = async (id: number) =>
      (await db.select().from(activitySignUps).where(eq(activitySignUps.id, id)))[0]!.form;
    expect(await form(oldForm)).toBeNull();
    expect(await form(recentForm)).toEqual({ sealed: 'form' });

    // Nothing left to do on the next sweep.
    expect(await purgeExpiredData({ api: server.api, identity: server.identity }, 180, failOnError)).toEqual({
      verifications: 0,
      forms: 0,
    });
  });
});
