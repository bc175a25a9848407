import { searchCalls as calls } from '@roadshow/contracts/calls/search-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { searchCacheKey } from '../../services/cache/cache-keys.ts';
import { listIndustries } from '../../services/search/list-industries.ts';
import { planSearch, searchActivities } from '../../services/search/search-activities.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

export function searchRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.searchActivities, (input, request, reply) => {
    const plan = planSearch(input);
    return sendCached(reply, ctx.cache, searchCacheKey('activities', request.lang, plan), () =>
      searchActivities(ctx, plan, request.lang),
    );
  });
  routeCall(app, calls.getIndustryList, (_input, request, reply) =>
    sendCached(reply, ctx.cache, searchCacheKey('industries', request.lang), () => listIndustries(ctx, request.lang)),
  );
}
