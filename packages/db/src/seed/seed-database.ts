import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  activities,
  activityAgenda,
  activityFiles,
  activityGuests,
  activityLive,
  activityPayPrices,
  banners,
  companies,
  financialVideos,
  industries,
  liveAnswers,
  liveFiles,
  liveQuestions,
  news,
  topics,
} from '../schema.ts';
import { buildActivities, withActivityIds } from './build-activities.ts';
import { buildLiveRooms, buildReplayQuestions } from './build-live-rooms.ts';
import { buildPaidDemo } from './build-paid-demo.ts';
import { buildBannerRows } from './build-banners.ts';
import { buildCompanyRows, buildIndustryRows } from './build-companies.ts';
import { buildNewsRows } from './build-news.ts';
import { buildTeams } from './build-people.ts';
import { buildTopicRows } from './build-topics.ts';
import { buildVideoRows } from './build-videos.ts';
import { visitQuietPeriods, visitSlots } from '../visit-schema.ts';
import { buildVisitRows } from './build-visit-slots.ts';
import { COMPANIES } from './companies-data.ts';
import { INDUSTRIES } from './industries-data.ts';
import { insertInBatches, insertReturningIds } from './insert-in-batches.ts';
import { createLocalizer } from './localized-columns.ts';
import { planActivities } from './plan-activities.ts';
import { createRandom } from './random.ts';
import { recentReportPeriods } from './report-periods.ts';

export interface SeedOptions {
  /** The only clock input: every seeded time is relative to it, so one `now` gives one data set. */
  now: Date;
}

/** Fills empty, migrated tables with the demo data set, all or nothing. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  const { now } = options;
  const periods = recentReportPeriods(now);
  const [latest] = periods;
  // Each section draws from its own streams, so growing one section leaves the others unchanged.
  const localize = (section: string) => createLocalizer(createRandom(`tc-nulls:${section}`));

  await database.db.transaction(async (tx) => {
    const industryIdList = await insertReturningIds(tx, industries, buildIndustryRows(localize('industries')));
    const industryIds = new Map(INDUSTRIES.map((industry, i) => [industry.code, industryIdList[i] ?? 0]));
    const companyIds = await insertReturningIds(
      tx,
      companies,
      buildCompanyRows(createRandom('companies'), localize('companies'), industryIds),
    );
    const topicIds = await insertReturningIds(tx, topics, buildTopicRows(localize('topics'), now, latest));

    const rows = buildActivities({
      random: createRandom('activity-details'),
      localize: localize('activities'),
      plans: planActivities(createRandom('activity-plans'), now, COMPANIES),
      companies: COMPANIES,
      companyIds,
      industries: INDUSTRIES,
      teams: buildTeams(createRandom('people'), COMPANIES.length),
      topicIds,
    });
    const activityIds = await insertReturningIds(
      tx,
      activities,
      rows.map((row) => row.activity),
    );
    await insertInBatches(tx, activityGuests, withActivityIds(rows, activityIds, 'guests'));
    await insertInBatches(tx, activityAgenda, withActivityIds(rows, activityIds, 'agenda'));
    await insertInBatches(tx, activityFiles, withActivityIds(rows, activityIds, 'files'));
    const live = buildLiveRooms(rows, activityIds);
    await insertInBatches(tx, activityLive, live.rooms);
    await insertInBatches(tx, liveFiles, live.files);
    const roomIds = live.rooms.map((room) => room.activityId);
    const guestRows = await tx
      .select({ id: activityGuests.id, activityId: activityGuests.activityId })
      .from(activityGuests)
      .where(inArray(activityGuests.activityId, roomIds))
      .orderBy(asc(activityGuests.sort), asc(activityGuests.id));
    const firstGuest = new Map<number, number>();
    for (const guest of guestRows) if (!firstGuest.has(guest.activityId)) firstGuest.set(guest.activityId, guest.id);
    const statusOf = new Map(rows.map((row, i) => [activityIds[i]!, row.activity.meetingStatus]));
    for (const { question, answer } of buildReplayQuestions(live.rooms, firstGuest, statusOf)) {
      const [inserted] = await tx.insert(liveQuestions).values(question).returning({ id: liveQuestions.id });
      await tx.insert(liveAnswers).values({ ...answer, questionId: inserted!.id });
    }

    await insertInBatches(
      tx,
      financialVideos,
      buildVideoRows(createRandom('videos'), localize('videos'), now, COMPANIES, companyIds, periods),
    );
    await insertInBatches(
      tx,
      news,
      buildNewsRows({
        random: createRandom('news'),
        localize: localize('news'),
        now,
        companies: COMPANIES,
        companyIds,
        industries: INDUSTRIES,
      }),
    );
    await insertInBatches(tx, banners, buildBannerRows(localize('banners'), latest, topicIds));
    const visits = buildVisitRows(now, companyIds[0]!);
    await insertInBatches(tx, visitSlots, visits.slots);
    await tx.insert(visitQuietPeriods).values(visits.quiet);

    // Last, so every other row keeps its id: the paid-interaction demo (issue 11).
    const paid = buildPaidDemo(now, companyIds[0]!);
    const [paidActivity] = await tx.insert(activities).values(paid.activity).returning({ id: activities.id });
    await tx.insert(activityPayPrices).values(paid.price(paidActivity!.id));
    await tx.insert(activityGuests).values(paid.guests(paidActivity!.id));
    await tx.insert(activityAgenda).values(paid.agenda(paidActivity!.id));
  });
}
