import { activityThemeCalls as calls } from '@roadshow/contracts/calls/activity-theme-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { getTopicDetail, listTopics } from '../../services/topics/topic-services.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/activityTheme and /tab/activityThemeDetail. Cached with the home lists. */
export function topicRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getActivityThemeList, (input, request, reply) =>
    sendCached(reply, ctx.cache, homeCacheKey('topics', request.lang, input.page), () =>
      listTopics(ctx, request.lang, input.page),
    ),
  );
  // Not cached: an unknown id must answer 404, and a cached error would outlive a new topic.
  routeCall(app, calls.getActivityThemeDetail, (input, request) => getTopicDetail(ctx, request.lang, input.themeId));
}
