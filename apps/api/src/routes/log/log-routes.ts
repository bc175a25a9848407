import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { behaviorLogBodySchema, pageLogBodySchema } from '@roadshow/contracts/logs';
import type { ApiContext } from '../../context.ts';
import { recordBehavior } from '../../services/logs/record-behavior.ts';
import { recordPageView } from '../../services/logs/record-page-view.ts';
import type { ApiApp } from '../types.ts';

const tags = ['logs'];
const accepted = envelopeSchema(z.boolean());

export function logRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/insertPage/insertPageLog',
    {
      schema: {
        tags,
        summary: 'Page-view log on entering a tracked route',
        body: pageLogBodySchema,
        response: { 200: accepted },
      },
    },
    async (request) => {
      await recordPageView(ctx, request.body);
      return { success: true as const, result: true };
    },
  );

  app.post(
    '/log/userBehaviorLog',
    {
      schema: {
        tags,
        summary: 'Behaviour log of a tracked click',
        body: behaviorLogBodySchema,
        response: { 200: accepted },
      },
    },
    async (request) => {
      await recordBehavior(ctx, request.body);
      return { success: true as const, result: true };
    },
  );
}
