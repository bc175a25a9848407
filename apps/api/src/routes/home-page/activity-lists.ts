import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  activityListSchema,
  classroomQuerySchema,
  offlineResearchListSchema,
  squareListSchema,
  squareTabsSchema,
  tabQuerySchema,
} from '@roadshow/contracts/home';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey as key } from '../../services/cache/cache-keys.ts';
import { listClasses } from '../../services/home/list-classes.ts';
import { listNearFutureRoadshows } from '../../services/home/list-near-future-roadshows.ts';
import { listOfflineResearch } from '../../services/home/list-offline-research.ts';
import { listRecommendedRoadshows } from '../../services/home/list-recommended-roadshows.ts';
import { getSquareTabs, listSquareRoadshows } from '../../services/home/list-square-roadshows.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['home'];

export function activityListRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/homePage/getNearFutureRoadShowList',
    {
      schema: {
        tags,
        summary: 'Recent and upcoming roadshows for the home carousel',
        response: { 200: envelopeSchema(activityListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('nearFuture', request.lang), () =>
        listNearFutureRoadshows(ctx, { lang: request.lang }),
      ),
  );

  app.post(
    '/homePage/getRecommendRoadShowList',
    { schema: { tags, summary: 'Recommended roadshows', response: { 200: envelopeSchema(activityListSchema) } } },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('recommend', request.lang), () =>
        listRecommendedRoadshows(ctx, { lang: request.lang }),
      ),
  );

  app.post(
    '/homePage/getRoadShowSquareTab',
    {
      schema: {
        tags,
        summary: 'Which roadshow-square tabs have content',
        response: { 200: envelopeSchema(squareTabsSchema) },
      },
    },
    (_request, reply) => sendCached(reply, ctx.cache, key('squareTab', '-'), () => getSquareTabs(ctx)),
  );

  app.get(
    '/homePage/getRoadShowSquareList',
    {
      schema: {
        tags,
        summary: 'Roadshow square preview for a tab (1 all, 2 performance briefing, 4 other)',
        querystring: tabQuerySchema,
        response: { 200: envelopeSchema(squareListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('square', request.lang, request.query.tab), () =>
        listSquareRoadshows(ctx, { lang: request.lang, tab: request.query.tab }),
      ),
  );

  app.get(
    '/homePage/getClassroomList',
    {
      schema: {
        tags,
        summary: 'Open classes for a tab (1 all, 2 investing basics, 3 industry research, 4 rules and policy)',
        querystring: classroomQuerySchema,
        response: { 200: envelopeSchema(squareListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('classroom', request.lang, request.query.tab), () =>
        listClasses(ctx, { lang: request.lang, tab: request.query.tab }),
      ),
  );

  app.get(
    '/homePage/getOfflineResearchList',
    {
      schema: {
        tags,
        summary: 'Offline research visits',
        response: { 200: envelopeSchema(offlineResearchListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('offline', request.lang), () =>
        listOfflineResearch(ctx, { lang: request.lang }),
      ),
  );
}
