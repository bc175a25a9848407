import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activityGuests, activityLive, companies } from '@roadshow/db/schema';
import { renderedOnce } from './rendered-once.ts';

export interface ActivityRow {
  id: number;
  kind: string;
  squareType: number | null;
  titleZh: string;
  titleEn: string | null;
  titleTc: string | null;
  locationZh: string | null;
  locationEn: string | null;
  locationTc: string | null;
  meetingStatus: number;
  startAt: Date;
  endAt: Date;
  coverUrl: string | null;
  viewCount: number;
  companyCode: string | null;
  companyShortZh: string | null;
  companyShortEn: string | null;
  companyShortTc: string | null;
  companyLogo: string | null;
  /** Decides whether the card may show guest names (decision 016, decide-access.ts). */
  accessMode: string;
  /** The guests' names in their order, when the query read them with the row (cardJson). */
  guests?: GuestName[];
}

export type GuestName = Omit<GuestNameRow, 'activityId'>;

export interface GuestNameRow {
  activityId: number;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
}

export interface ActivityQuery {
  /** Omitted: every kind (a topic gathers roadshows, classes and visits). */
  kind?: 'roadshow' | 'openClass' | 'offlineResearch';
  topicId?: number;
  statuses?: number[];
  squareType?: number;
  classCategory?: number;
  recommended?: boolean;
  startFrom?: Date;
  startTo?: Date;
  /** `status` orders live first, then upcoming soonest, then finished most recent. */
  order: 'startAsc' | 'startDesc' | 'status';
  limit: number;
  offset?: number;
}

/** The columns of an activity card; the search repository selects the same. */
export const cardColumns = {
  id: activities.id,
  kind: activities.kind,
  squareType: activities.squareType,
  titleZh: activities.titleZh,
  titleEn: activities.titleEn,
  titleTc: activities.titleTc,
  locationZh: activities.locationZh,
  locationEn: activities.locationEn,
  locationTc: activities.locationTc,
  meetingStatus: activities.meetingStatus,
  startAt: activities.startAt,
  endAt: activities.endAt,
  coverUrl: activities.coverUrl,
  viewCount: activities.viewCount,
  companyCode: companies.code,
  companyShortZh: companies.shortNameZh,
  companyShortEn: companies.shortNameEn,
  companyShortTc: companies.shortNameTc,
  companyLogo: companies.logoUrl,
  accessMode: activities.accessMode,
};

/** The guests' names of the row's activity, in their order, as a JSON array. */
const guestsJson = sql`(select coalesce(json_agg(json_build_object('nameZh', ${activityGuests.nameZh}, 'nameEn', ${activityGuests.nameEn}, 'nameTc', ${activityGuests.nameTc}) order by ${activityGuests.sort}), '[]'::json) from ${activityGuests} where ${activityGuests.activityId} = ${activities.id})`;

/** A card as cardJson gives it: the row's values, with the times as JSON text. */
export type CardJson = Omit<ActivityRow, 'startAt' | 'endAt' | 'guests'> & {
  startAt: string;
  endAt: string;
  guests: GuestName[];
};

/**
 * The card columns and the guests' names in their order as one JSON value, read in the search's
 * own statement (decision 084). One value, not 21 columns: reading a column of a row off PGlite's
 * wire costs ~2.5 µs, so a page of 12 cards cost ~0.5 ms more than the JSON text of the same
 * values (decision 093). Whether the card may show the guests is still decided when it is built
 * (toActivityCards).
 */
export const cardJson = renderedOnce(
  sql<CardJson>`json_build_object(${sql.join(
    [...Object.entries(cardColumns), ['guests', guestsJson] as const].map(
      // The keys are this file's own identifiers, never user text.
      ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
    ),
    sql`, `,
  )})`,
);

/** The row a cardJson value stands for. */
export function cardFromJson(card: CardJson): ActivityRow {
  return { ...card, startAt: new Date(card.startAt), endAt: new Date(card.endAt) };
}

/**
 * Live (1) first, then previews (0) soonest first, then finished (2, 3) most recent first, over any
 * status and start columns (the search ranks a subquery's rows in this order too).
 */
export function statusOrderOf(meetingStatus: AnyColumn | SQL, startAt: AnyColumn | SQL): SQL[] {
  return statusOrderKeysOf(meetingStatus, startAt).map(({ key, descending }) => (descending ? desc(key) : asc(key)));
}

/** statusOrderOf's keys and directions apart, for an order that wraps each key. */
export function statusOrderKeysOf(
  meetingStatus: AnyColumn | SQL,
  startAt: AnyColumn | SQL,
): { key: SQL | AnyColumn; descending: boolean }[] {
  return [
    { key: sql`case ${meetingStatus} when 1 then 0 when 0 then 1 else 2 end`, descending: false },
    { key: sql`case when ${meetingStatus} in (0, 1) then ${startAt} end`, descending: false },
    { key: startAt, descending: true },
  ];
}

// The expressions of activities_status_order_idx: the lists and the search walk it in this order.
export const statusOrder = statusOrderOf(activities.meetingStatus, activities.startAt);

function cardConditions(query: Omit<ActivityQuery, 'order' | 'limit' | 'offset'>): SQL[] {
  const where: SQL[] = [eq(activities.published, true)];
  if (query.kind) where.push(eq(activities.kind, query.kind));
  if (query.topicId !== undefined) where.push(eq(activities.topicId, query.topicId));
  if (query.statuses) where.push(inArray(activities.meetingStatus, query.statuses));
  if (query.squareType !== undefined) where.push(eq(activities.squareType, query.squareType));
  if (query.classCategory !== undefined) where.push(eq(activities.classCategory, query.classCategory));
  if (query.recommended !== undefined) where.push(eq(activities.recommended, query.recommended));
  if (query.startFrom) where.push(gte(activities.startAt, query.startFrom));
  if (query.startTo) where.push(lte(activities.startAt, query.startTo));
  return where;
}

export function createActivityRepository(db: Db) {
  return {
    async listCards(query: ActivityQuery): Promise<ActivityRow[]> {
      const where = cardConditions(query);
      const orderBy =
        query.order === 'status'
          ? statusOrder
          : [query.order === 'startAsc' ? asc(activities.startAt) : desc(activities.startAt)];
      return db
        .select(cardColumns)
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(...where))
        .orderBy(...orderBy, asc(activities.id))
        .limit(query.limit)
        .offset(query.offset ?? 0);
    },

    /** How many activities the same query finds without its limit. */
    async countCards(query: Omit<ActivityQuery, 'order' | 'limit' | 'offset'>): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activities)
        .where(and(...cardConditions(query)));
      return row?.n ?? 0;
    },

    async guestNames(activityIds: number[]): Promise<GuestNameRow[]> {
      if (activityIds.length === 0) return [];
      return db
        .select({
          activityId: activityGuests.activityId,
          nameZh: activityGuests.nameZh,
          nameEn: activityGuests.nameEn,
          nameTc: activityGuests.nameTc,
        })
        .from(activityGuests)
        .where(inArray(activityGuests.activityId, activityIds))
        .orderBy(asc(activityGuests.activityId), asc(activityGuests.sort));
    },

    /** Which square tabs have at least one published roadshow. */
    async squareTypesPresent(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ squareType: activities.squareType })
        .from(activities)
        .where(and(eq(activities.kind, 'roadshow'), eq(activities.published, true)));
      return rows.flatMap((row) => (row.squareType === null ? [] : [row.squareType]));
    },

    /** Returns the new count, or null when there is no such activity. */
    async incrementViewCount(activityId: number): Promise<number | null> {
      const rows = await db
        .update(activities)
        .set({ viewCount: sql`${activities.viewCount} + 1` })
        .where(eq(activities.id, activityId))
        .returning({ viewCount: activities.viewCount });
      return rows[0]?.viewCount ?? null;
    },

    /**
     * Moves previews whose start has come to live, and live ones whose end has passed to replay, and
     * returns each moved activity with its new status (an activity moved twice: its last one).
     * A room that leaves its preview this way gets its recording's start (its scheduled start: the
     * time the event began, whenever the sweep noticed), so its answers have replay offsets; a start
     * already set (the console's "Go live") is kept. One transaction: the statuses never move
     * without the recording's start, and processes sweeping at once move each activity once.
     */
    async advanceMeetingStatuses(now: Date): Promise<{ id: number; meetingStatus: 1 | 2 }[]> {
      const { started, finished } = await db.transaction(async (tx) => {
        const started = await tx
          .update(activities)
          .set({ meetingStatus: 1, updatedAt: now })
          .where(and(eq(activities.meetingStatus, 0), lte(activities.startAt, now), gte(activities.endAt, now)))
          .returning({ id: activities.id });
        const finished = await tx
          .update(activities)
          .set({ meetingStatus: 2, updatedAt: now })
          .where(and(inArray(activities.meetingStatus, [0, 1]), lte(activities.endAt, now)))
          .returning({ id: activities.id });
        const ids = [...new Set([...started, ...finished].map((row) => row.id))];
        if (ids.length > 0)
          await tx
            .update(activityLive)
            .set({
              recordingStartedAt: sql`(select ${activities.startAt} from ${activities} where ${activities.id} = ${activityLive.activityId})`,
              updatedAt: now,
            })
            .where(and(inArray(activityLive.activityId, ids), isNull(activityLive.recordingStartedAt)));
        return { started, finished };
      });
      const moved = new Map<number, 1 | 2>();
      for (const row of started) moved.set(row.id, 1);
      for (const row of finished) moved.set(row.id, 2);
      return [...moved].map(([id, meetingStatus]) => ({ id, meetingStatus }));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
