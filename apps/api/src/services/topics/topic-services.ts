import type { Lang } from '@roadshow/contracts/locale';
import { TOPIC_PAGE_SIZE, type TopicCard, type TopicDetail, type TopicList } from '@roadshow/contracts/topics';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { TopicRow } from '../../repositories/topic-repository.ts';
import { toActivityCards } from '../home/to-activity-cards.ts';
import { localize } from '../i18n/localize.ts';

/** Topic detail lists at most this many activities: a topic is a curated handful, not a feed. */
const DETAIL_LIMIT = 60;

function toTopicCard(row: TopicRow, lang: Lang, now: Date): TopicCard {
  return {
    themeId: row.id,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    summary: localize(lang, row.summaryZh, row.summaryEn, row.summaryTc),
    cover: row.coverUrl,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
    state: now < row.startAt ? 'upcoming' : now > row.endAt ? 'ended' : 'ongoing',
    activityCount: row.activityCount,
  };
}

export async function listTopics(ctx: Pick<ApiContext, 'repos' | 'now'>, lang: Lang, page: number): Promise<TopicList> {
  const [rows, total] = await Promise.all([
    ctx.repos.topics.page((page - 1) * TOPIC_PAGE_SIZE, TOPIC_PAGE_SIZE),
    ctx.repos.topics.count(),
  ]);
  const now = ctx.now();
  return { total, page, pageSize: TOPIC_PAGE_SIZE, themeList: rows.map((row) => toTopicCard(row, lang, now)) };
}

/** A topic and its activities, live first, then upcoming soonest, then the most recent past. */
export async function getTopicDetail(
  ctx: Pick<ApiContext, 'repos' | 'now'>,
  lang: Lang,
  themeId: number,
): Promise<TopicDetail> {
  const topic = await ctx.repos.topics.byId(themeId);
  if (!topic) throw new AppError('NOT_FOUND');
  const rows = await ctx.repos.activities.listCards({ topicId: themeId, order: 'status', limit: DETAIL_LIMIT });
  return {
    theme: toTopicCard(topic, lang, ctx.now()),
    activityManageList: await toActivityCards(ctx.repos.activities, rows, lang),
  };
}
