import { classPageQuerySchema, classPageSchema } from '@roadshow/contracts/classes';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { listClassPage } from '../../services/home/list-classes.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/openClass: the classes of a tab, paged (the home shows the first few). */
export function classroomRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/classroom/getClassroomPage',
    {
      schema: {
        tags: ['classes'],
        summary:
          'Open classes of a tab (1 all, 2 investing basics, 3 industry research, 4 rules and policy), 12 a page',
        querystring: classPageQuerySchema,
        response: { 200: envelopeSchema(classPageSchema) },
      },
    },
    (request, reply) => {
      const { tab, page } = request.query;
      return sendCached(reply, ctx.cache, homeCacheKey(`classPage${page}`, request.lang, tab), () =>
        listClassPage(ctx, { lang: request.lang, tab, page }),
      );
    },
  );
}
