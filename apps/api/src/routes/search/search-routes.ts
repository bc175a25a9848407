import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  industryListSchema,
  searchActivitiesQuerySchema,
  searchActivitiesResultSchema,
} from '@roadshow/contracts/search';
import type { ApiContext } from '../../context.ts';
import { searchCacheKey } from '../../services/cache/cache-keys.ts';
import { listIndustries } from '../../services/search/list-industries.ts';
import { planSearch, searchActivities } from '../../services/search/search-activities.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['search'];

export function searchRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/search/searchActivities',
    {
      schema: {
        tags,
        summary: 'Search the published roadshows by words (any script, pinyin, stock code), filters and page',
        querystring: searchActivitiesQuerySchema,
        response: { 200: envelopeSchema(searchActivitiesResultSchema) },
      },
    },
    (request, reply) => {
      const plan = planSearch(request.query);
      return sendCached(reply, ctx.cache, searchCacheKey('activities', request.lang, plan), () =>
        searchActivities(ctx, plan, request.lang),
      );
    },
  );

  app.get(
    '/search/getIndustryList',
    {
      schema: {
        tags,
        summary: 'Industries for the search filter, localized',
        response: { 200: envelopeSchema(industryListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, searchCacheKey('industries', request.lang), () => listIndustries(ctx, request.lang)),
  );
}
