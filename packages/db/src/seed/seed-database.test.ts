import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { openTestPglite } from '../testing/open-test-database.ts';
import {
  activities,
  activityAgenda,
  activityFiles,
  activityGuests,
  banners,
  companies,
  financialVideos,
  industries,
  news,
  topics,
} from '../schema.ts';
import { seedDatabase } from './seed-database.ts';
import { DEMO_VIDEO_SECONDS } from './build-videos.ts';
import { PAID_DEMO_TITLE } from './build-paid-demo.ts';

// A Sunday afternoon in Beijing: the live events must still span it.
const NOW = new Date('2026-11-22T06:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

async function seededDatabase(): Promise<Database> {
  const { database } = await openTestPglite();
  await seedDatabase(database, { now: NOW });
  return database;
}

function fingerprint(database: Database) {
  return database.db
    .select({
      title: activities.titleZh,
      startAt: activities.startAt,
      status: activities.meetingStatus,
      companyId: activities.companyId,
    })
    .from(activities)
    .orderBy(asc(activities.id));
}

describe('seedDatabase', () => {
  let database: Database;
  let rows: (typeof activities.$inferSelect)[];

  beforeAll(async () => {
    database = await seededDatabase();
    rows = await database.db.select().from(activities).orderBy(asc(activities.id));
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('seeds at least the promised number of rows', async () => {
    const { db } = database;
    expect((await db.select().from(industries)).length).toBeGreaterThanOrEqual(10);
    expect((await db.select().from(companies)).length).toBeGreaterThanOrEqual(40);
    expect(await db.select().from(topics)).toHaveLength(8);
    expect(await db.select().from(financialVideos)).toHaveLength(12);
    expect(await db.select().from(news)).toHaveLength(30);
    const bannerRows = await db.select().from(banners);
    expect(bannerRows.filter((b) => b.placement === 'home')).toHaveLength(5);
    expect(bannerRows.filter((b) => b.placement === 'homePicture')).toHaveLength(1);
  });

  it('covers every meeting status of roadshows, with the minimums', () => {
    const roadshows = rows.filter((r) => r.kind === 'roadshow');
    const count = (status: number) => roadshows.filter((r) => r.meetingStatus === status).length;
    expect(roadshows.length).toBeGreaterThanOrEqual(150);
    expect(count(1)).toBeGreaterThanOrEqual(6);
    expect(count(0)).toBeGreaterThanOrEqual(40);
    expect(count(2)).toBeGreaterThanOrEqual(40);
    expect(count(3)).toBeGreaterThanOrEqual(30);
    const briefings = roadshows.filter((r) => r.squareType === 2).length;
    expect(briefings / roadshows.length).toBeGreaterThan(0.4);
    expect(briefings / roadshows.length).toBeLessThan(0.6);
    expect(roadshows.every((r) => r.squareType === 2 || r.squareType === 4)).toBe(true);
  });

  it('gives every status times that agree with now', () => {
    for (const row of rows) {
      const start = row.startAt.getTime();
      const end = row.endAt.getTime();
      expect(start).toBeLessThan(end);
      if (row.meetingStatus === 1) expect(start <= NOW.getTime() && NOW.getTime() < end).toBe(true);
      if (row.meetingStatus === 0) expect(start).toBeGreaterThan(NOW.getTime());
      if (row.meetingStatus === 2 || row.meetingStatus === 3) expect(end).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('seeds open classes, offline research and the links the home page needs', () => {
    const openClasses = rows.filter((r) => r.kind === 'openClass');
    expect(openClasses).toHaveLength(20);
    expect(openClasses.every((r) => r.classCategory !== null && [2, 3, 4].includes(r.classCategory))).toBe(true);
    const research = rows.filter((r) => r.kind === 'offlineResearch');
    expect(research.length).toBeGreaterThanOrEqual(12);
    expect(research.filter((r) => r.meetingStatus === 0).length).toBeGreaterThan(research.length / 2);
    expect(research.every((r) => r.locationZh && r.locationEn)).toBe(true);
    // The registration form: registrations without a review (not classes), and the reviewed visits
    // that also ask for the letter (next test); no other activity.
    const withForm = rows.filter((r) => r.registrationForm && !r.commitmentLetter);
    // The paid-interaction demo (build-paid-demo.ts) is the one registration without a form: one click, then pay.
    expect(withForm).toEqual(
      rows.filter(
        (r) =>
          r.accessMode === 'registration' &&
          !r.needsApproval &&
          r.kind !== 'openClass' &&
          r.titleZh !== PAID_DEMO_TITLE.zh,
      ),
    );
    expect(withForm.filter((r) => r.meetingStatus === 0).length).toBeGreaterThan(0);
    const recommended = rows.filter((r) => r.recommended).length;
    expect(recommended).toBeGreaterThanOrEqual(12);
    expect(recommended).toBeLessThanOrEqual(18);
    expect(rows.filter((r) => r.topicId !== null).length).toBeGreaterThanOrEqual(35);
    expect(new Set(rows.map((r) => r.accessMode))).toEqual(
      new Set(['public', 'registration', 'direct', 'whitelist', 'invitees']),
    );
  });

  it('seeds reviewed site visits with the registration form and the commitment letter, some open now', () => {
    const withLetter = rows.filter((r) => r.registrationForm && r.commitmentLetter);
    expect(withLetter.length).toBeGreaterThanOrEqual(5);
    expect(
      withLetter.every((r) => r.kind === 'offlineResearch' && r.accessMode === 'registration' && r.needsApproval),
    ).toBe(true);
    const open = withLetter.filter((r) => r.meetingStatus === 0 && r.signUpStartAt! <= NOW && r.signUpEndAt! > NOW);
    expect(open.length).toBeGreaterThanOrEqual(1);
    // Other reviewed registrations keep the one-click sign-up, some of them open now too.
    const oneClick = rows.filter(
      (r) =>
        r.accessMode === 'registration' &&
        r.needsApproval &&
        !r.registrationForm &&
        r.meetingStatus === 0 &&
        r.signUpStartAt! <= NOW &&
        r.signUpEndAt! > NOW,
    );
    expect(oneClick.length).toBeGreaterThanOrEqual(1);
  });

  it('gives each activity guests, an agenda and at most three files', async () => {
    const { db } = database;
    const perActivity = (list: { activityId: number }[]) =>
      rows.map((r) => list.filter((item) => item.activityId === r.id).length);
    const guests = perActivity(await db.select().from(activityGuests));
    const agenda = perActivity(await db.select().from(activityAgenda));
    const files = perActivity(await db.select().from(activityFiles));
    expect(guests.every((n) => n >= 1 && n <= 3)).toBe(true);
    expect(agenda.every((n) => n >= 2 && n <= 5)).toBe(true);
    expect(files.every((n) => n >= 0 && n <= 3)).toBe(true);
  });

  it('translates into English everywhere and leaves some Traditional Chinese to the fallback', () => {
    expect(rows.every((r) => r.titleEn && r.summaryEn && r.contentEn)).toBe(true);
    const missingTc = rows.filter((r) => r.titleTc === null).length / rows.length;
    expect(missingTc).toBeGreaterThan(0.02);
    expect(missingTc).toBeLessThan(0.2);
  });

  it('dates news and videos in the past', async () => {
    const newsRows = await database.db.select().from(news);
    for (const item of newsRows) {
      expect(item.publishedAt.getTime()).toBeLessThan(NOW.getTime());
      expect(item.publishedAt.getTime()).toBeGreaterThan(NOW.getTime() - 20 * DAY_MS);
    }
    const videos = await database.db.select().from(financialVideos);
    expect(new Set(videos.map((v) => v.publishedAt.getTime())).size).toBe(12);
    expect(videos.every((v) => v.publishedAt < NOW && v.durationSeconds === DEMO_VIDEO_SECONDS)).toBe(true);
  });

  it('points at media files that exist', async () => {
    const companyRows = await database.db.select().from(companies);
    for (const company of companyRows) {
      expect(company.logoUrl).toBe(`/media/logos/${company.code}.svg`);
      expect(existsSync(`${publicDir}${company.logoUrl}`), `${company.logoUrl}`).toBe(true);
    }
    const urls = [
      ...rows.map((r) => r.coverUrl),
      ...(await database.db.select().from(topics)).map((t) => t.coverUrl),
      ...(await database.db.select().from(financialVideos)).flatMap((v) => [v.coverUrl, v.videoUrl]),
      ...(await database.db.select().from(banners)).map((b) => b.imageUrl),
    ];
    for (const url of new Set(urls)) expect(existsSync(`${publicDir}${url}`), `${url}`).toBe(true);
  });

  it('is deterministic: the same now gives the same rows', async () => {
    const other = await seededDatabase();
    try {
      expect(await fingerprint(other)).toEqual(await fingerprint(database));
    } finally {
      await other.close();
    }
  }, 60_000);
});
