import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  topicDetailQuerySchema,
  topicDetailSchema,
  topicListQuerySchema,
  topicListSchema,
} from '@roadshow/contracts/topics';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { getTopicDetail, listTopics } from '../../services/topics/topic-services.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['topics'];

/** Spec §2 /tab/activityTheme and /tab/activityThemeDetail. Cached with the home lists. */
export function topicRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/activityTheme/getActivityThemeList',
    {
      schema: {
        tags,
        summary: 'Event topics, newest first, 12 a page',
        querystring: topicListQuerySchema,
        response: { 200: envelopeSchema(topicListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, homeCacheKey('topics', request.lang, request.query.page), () =>
        listTopics(ctx, request.lang, request.query.page),
      ),
  );

  app.get(
    '/activityTheme/getActivityThemeDetail',
    {
      schema: {
        tags,
        summary: 'One event topic and its activities',
        querystring: topicDetailQuerySchema,
        response: { 200: envelopeSchema(topicDetailSchema) },
      },
    },
    // Not cached: an unknown id must answer 404, and a cached error would outlive a new topic.
    async (request) => ({
      success: true as const,
      result: await getTopicDetail(ctx, request.lang, request.query.themeId),
    }),
  );
}
