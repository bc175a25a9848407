import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { topics } from '@roadshow/db/schema';

export type TopicRow = typeof topics.$inferSelect & { activityCount: number };

// Published activities of the topic, counted in the same query. Spelled out with an alias: inside
// a subquery on activities, unqualified column names would resolve to activities, not topics.
const activityCount = sql<number>`(select count(*)::int from "activities" as "a" where "a"."topic_id" = "topics"."id" and "a"."published")`;

export function createTopicRepository(db: Db) {
  return {
    /** Newest first (by the topic's sort, then its start). */
    async page(offset: number, limit: number): Promise<TopicRow[]> {
      return db
        .select({ ...getColumns(), activityCount })
        .from(topics)
        .orderBy(desc(topics.sort), desc(topics.startAt), asc(topics.id))
        .limit(limit)
        .offset(offset);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(topics);
      return row?.n ?? 0;
    },

    async byId(id: number): Promise<TopicRow | undefined> {
      const [row] = await db
        .select({ ...getColumns(), activityCount })
        .from(topics)
        .where(eq(topics.id, id));
      return row;
    },
  };
}

function getColumns() {
  return {
    id: topics.id,
    titleZh: topics.titleZh,
    titleEn: topics.titleEn,
    titleTc: topics.titleTc,
    summaryZh: topics.summaryZh,
    summaryEn: topics.summaryEn,
    summaryTc: topics.summaryTc,
    coverUrl: topics.coverUrl,
    startAt: topics.startAt,
    endAt: topics.endAt,
    sort: topics.sort,
    createdAt: topics.createdAt,
    updatedAt: topics.updatedAt,
  };
}

export type TopicRepository = ReturnType<typeof createTopicRepository>;
