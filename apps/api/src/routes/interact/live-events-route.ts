import { z } from 'zod';
import { activityIdSchema } from '@roadshow/contracts/activity-detail';
import type { ApiContext } from '../../context.ts';
import { SSE_HEADERS } from '../../services/live/live-hub.ts';
import { admitRoomStream } from '../../services/live/room-stream.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';
import type { ApiApp } from '../types.ts';

/** How long the device check's stream stays open after its frame. */
const TEST_STREAM_MS = 5_000;

const querySchema = z.object({
  activityId: activityIdSchema,
  /** For clients that cannot set the Last-Event-ID header on their first connection. */
  lastEventId: z.string().max(64).optional(),
});

/**
 * GET /roadshow/interact/liveEvents?activityId=: the room's Server-Sent Events stream for one viewer
 * (decision 034). A stream, not a JSON call, so it sits outside the contract table. The meeting's gate
 * and the caller's stream places (decision 073) are checked before the stream opens; a refusal is the
 * usual JSON envelope with its status.
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
      const lease = await admitRoomStream(ctx, request, activityId);
      const header = request.headers['last-event-id'];
      const resumeFrom = (typeof header === 'string' && header.length <= 64 ? header : undefined) ?? lastEventId;
      reply.hijack();
      ctx.liveHub.attach(activityId, reply.raw, { lease, lastEventId: resumeFrom });
      return reply;
    },
  );
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => ctx.liveHub.closeClients());

  // The device check's event stream (/tab/activityTestVideo, decision 072): one `ready` frame at once,
  // then the stream stays open a few seconds and ends, so a proxy that buffers streams (the frame
  // would only arrive at the end) shows up as a failed check. No activity, no login; rate limited.
  const probes = new Set<() => void>();
  app.get(
    '/interact/testEvents',
    {
      schema: {
        tags: ['interact'],
        summary: 'Server-Sent Events check of the device test page: one ready frame, then the stream ends',
      },
      preHandler: rateLimited(ctx, 'testEvents'),
    },
    async (request, reply) => {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, SSE_HEADERS);
      response.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
      const end = () => {
        clearTimeout(timer);
        probes.delete(end);
        response.end();
      };
      const timer = setTimeout(end, TEST_STREAM_MS);
      probes.add(end);
      response.on('close', end);
      return reply;
    },
  );
  app.addHook('preClose', async () => {
    for (const end of [...probes]) end();
  });
}
