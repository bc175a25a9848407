import type { activities, activityAgenda, activityFiles, activityGuests } from '../schema.ts';
import { buildAgenda, pickFiles, pickGuests } from './activity-details.ts';
import { writeActivityText } from './activity-text.ts';
import type { Team } from './build-people.ts';
import { chooseAccess } from './choose-access.ts';
import type { CompanySeed } from './companies-data.ts';
import type { IndustrySeed } from './industries-data.ts';
import type { Localize } from './localized-columns.ts';
import { COURSES } from './open-classes-data.ts';
import type { ActivityPlan, MeetingStatus } from './plan-activities.ts';
import type { Random } from './random.ts';

type Child<T> = Omit<T, 'activityId'>;

export interface ActivitySeedRow {
  activity: typeof activities.$inferInsert;
  guests: Child<typeof activityGuests.$inferInsert>[];
  agenda: Child<typeof activityAgenda.$inferInsert>[];
  files: Child<typeof activityFiles.$inferInsert>[];
}

export interface BuildActivitiesInput {
  random: Random;
  localize: Localize;
  plans: readonly ActivityPlan[];
  companies: readonly CompanySeed[];
  companyIds: readonly number[];
  industries: readonly IndustrySeed[];
  teams: readonly Team[];
  topicIds: readonly number[];
}

const VIEWS: Record<MeetingStatus, readonly [number, number]> = {
  0: [30, 1_800],
  1: [800, 15_000],
  2: [1_500, 60_000],
  3: [300, 20_000],
};

// Recommended picks per status: enough for the home carousel without recommending everything.
const RECOMMENDED: Partial<Record<MeetingStatus, number>> = { 0: 5, 1: 4, 2: 6 };

function chooseRecommended(random: Random, plans: readonly ActivityPlan[]): Set<ActivityPlan> {
  const chosen = new Set<ActivityPlan>();
  for (const [status, count] of Object.entries(RECOMMENDED)) {
    const pool = plans.filter((p) => p.kind === 'roadshow' && p.status === Number(status));
    for (const plan of random.sample(pool, count)) chosen.add(plan);
  }
  return chosen;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data is missing ${what}`);
  return value;
}

export function buildActivities(input: BuildActivitiesInput): ActivitySeedRow[] {
  const { random, localize, plans } = input;
  const recommended = chooseRecommended(random, plans);
  return plans.map((plan) => {
    const company = need(input.companies[plan.companyIndex], 'a company');
    const industry = need(
      input.industries.find((i) => i.code === company.industry),
      `industry ${company.industry}`,
    );
    const team = need(input.teams[plan.companyIndex], 'a team');
    const access = chooseAccess(random, plan);
    const guests = pickGuests(random, plan, team);
    const text = writeActivityText({
      plan,
      company,
      industry,
      guests,
      accessMode: access.accessMode,
    });
    const [minViews, maxViews] = VIEWS[plan.status];
    const viewScale = plan.kind === 'offlineResearch' ? 0.05 : 1;
    const location = text.location
      ? localize('location', text.location)
      : { locationZh: null, locationEn: null, locationTc: null };
    return {
      activity: {
        kind: plan.kind,
        squareType: plan.squareType,
        classCategory: plan.kind === 'openClass' ? (COURSES[plan.courseIndex ?? 0]?.category ?? 2) : null,
        ...localize('title', text.title),
        ...localize('summary', text.summary),
        ...localize('content', text.content),
        ...location,
        companyId: need(input.companyIds[plan.companyIndex], 'a company id'),
        topicId: plan.topicIndex === null ? null : need(input.topicIds[plan.topicIndex], 'a topic id'),
        meetingStatus: plan.status,
        startAt: plan.startAt,
        endAt: plan.endAt,
        coverUrl: `/media/covers/cover-${random.int(1, 12)}.svg`,
        viewCount: Math.round(random.int(minViews, maxViews) * viewScale),
        recommended: recommended.has(plan),
        ...access,
        // Besides the reviewed site visits that ask for the form and the letter (choose-access), registrations
        // without a review ask who is coming; no random draw, so the rest of the seed is unchanged.
        registrationForm:
          access.registrationForm ||
          (access.accessMode === 'registration' && !access.needsApproval && plan.kind !== 'openClass'),
        published: true,
      },
      guests: guests.map((g, sort) => ({
        ...localize('name', g.name),
        ...localize('title', g.title),
        avatarUrl: null,
        sort,
      })),
      agenda: buildAgenda(random, plan, guests).map((item, sort) => ({
        startAt: item.startAt,
        endAt: item.endAt,
        ...localize('title', item.title),
        ...(item.speaker ? localize('speaker', item.speaker) : { speakerZh: null, speakerEn: null, speakerTc: null }),
        sort,
      })),
      files: pickFiles(random, plan, company.shortName, plan.period).map((file, sort) => ({
        ...localize('name', file.name),
        storageKey: file.storageKey,
        mimeType: 'application/pdf',
        sizeBytes: file.sizeBytes,
        sort,
      })),
    };
  });
}

/** The children of one kind (guests, agenda or files) of all activities, each pointing at its parent's id. */
export function withActivityIds<K extends 'guests' | 'agenda' | 'files'>(
  rows: readonly ActivitySeedRow[],
  activityIds: readonly number[],
  key: K,
): (ActivitySeedRow[K][number] & { activityId: number })[] {
  return rows.flatMap((row, i) => {
    const activityId = activityIds[i];
    if (activityId === undefined) throw new Error('an activity has no id');
    return row[key].map((child) => ({ ...child, activityId }));
  });
}
