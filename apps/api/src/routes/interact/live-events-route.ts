import { z } from 'zod';
import { activityIdSchema } from '@roadshow/contracts/activity-detail';
import type { ApiContext } from '../../context.ts';
import { enterRoom } from '../../services/live/enter-room.ts';
import type { ApiApp } from '../types.ts';

const querySchema = z.object({
  activityId: activityIdSchema,
  /** For clients that cannot set the Last-Event-ID header on their first connection. */
  lastEventId: z.string().max(64).optional(),
});

/**
 * GET /roadshow/interact/liveEvents?activityId=: the room's Server-Sent Events stream for one viewer
 * (decision 034). A stream, not a JSON call, so it sits outside the contract table. The meeting's gate
 * is checked before the stream opens; a refusal is the usual JSON envelope with its status.
 */
export function liveEventsRoute(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/interact/liveEvents',
    {
      schema: {
        tags: ['interact'],
        summary: 'Server-Sent Events of a live room: answer, status, interact, files, viewers, questionnaire, votes',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { activityId, lastEventId } = request.query;
      await enterRoom(ctx, request, activityId);
      const header = request.headers['last-event-id'];
      const resumeFrom = (typeof header === 'string' && header.length <= 64 ? header : undefined) ?? lastEventId;
      reply.hijack();
      ctx.liveHub.attach(activityId, reply.raw, resumeFrom);
      return reply;
    },
  );
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => ctx.liveHub.closeClients());
}
