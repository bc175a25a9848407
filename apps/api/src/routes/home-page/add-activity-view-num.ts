import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { activityIdQuerySchema } from '@roadshow/contracts/home';
import type { ApiContext } from '../../context.ts';
import { addActivityView } from '../../services/home/add-activity-view.ts';
import type { ApiApp } from '../types.ts';

export function addActivityViewNumRoute(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/homePage/addActivityViewNum',
    {
      schema: {
        tags: ['home'],
        summary: 'Count one view of an activity',
        querystring: activityIdQuerySchema,
        response: { 200: envelopeSchema(z.object({ viewCount: z.number().int() })) },
      },
    },
    async (request) => ({ success: true as const, result: await addActivityView(ctx, request.query) }),
  );
}
