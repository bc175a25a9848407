import { z } from 'zod';
import { activityIdSchema } from '@roadshow/contracts/activity-detail';
import { consoleLiveCalls as calls } from '@roadshow/contracts/calls/console-live-calls';
import { consoleLivePasswordCalls } from '@roadshow/contracts/calls/console-live-password-calls';
import { AppError } from '@roadshow/http-kit/app-error';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { exportIrRecord } from '../../services/live/ir-record.ts';
import {
  getLiveDesk,
  removeLiveFile,
  setLivePassword,
  setLiveStatus,
  setLiveStream,
  setLiveSwitches,
  uploadLiveFile,
} from '../../services/live/live-control.ts';
import { readLiveFile } from '../../services/live/live-files.ts';
import {
  approveAnswer,
  draftAnswer,
  moderateQuestion,
  publishDraftAnswer,
  returnAnswer,
} from '../../services/live/sponsor-desk.ts';
import { admitDeskStream } from '../../services/live/room-stream.ts';
import type { ApiApp } from '../types.ts';

/** The console's live page (decision 043; contract: console-live-calls.ts), and the room's files. */
export function consoleLiveRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getLiveDesk, (input, request) => getLiveDesk(ctx, request, input.activityId));
  routeCall(app, calls.setLiveStream, (input, request) => setLiveStream(ctx, request, input));
  routeCall(app, calls.setLiveStatus, (input, request) => setLiveStatus(ctx, request, input));
  routeCall(app, consoleLivePasswordCalls.setLivePassword, (input, request) => setLivePassword(ctx, request, input));
  routeCall(app, calls.setLiveSwitches, (input, request) => setLiveSwitches(ctx, request, input));
  // 8 MB in base64 and the JSON around it.
  routeCall(app, calls.uploadLiveFile, (input, request) => uploadLiveFile(ctx, request, input), {
    bodyLimit: 11_300_000,
  });
  routeCall(app, calls.removeLiveFile, (input, request) => removeLiveFile(ctx, request, input));
  routeCall(app, calls.draftAnswer, (input, request) => draftAnswer(ctx, request, input));
  routeCall(app, calls.publishAnswer, (input, request) => publishDraftAnswer(ctx, request, input));
  routeCall(app, calls.approveAnswer, (input, request) => approveAnswer(ctx, request, input));
  routeCall(app, calls.returnAnswer, (input, request) => returnAnswer(ctx, request, input));
  routeCall(app, calls.moderateQuestion, (input, request) => moderateQuestion(ctx, request, input));
  routeCall(app, calls.exportIrRecord, (input, request, reply) =>
    exportIrRecord(ctx, request, reply, input.activityId),
  );

  // A stream, not a call of the contract (decision 063): the desk's own Server-Sent Events, so the
  // console live page hears of a viewer's question at once. Guarded like getLiveDesk (qa.read).
  app.get(
    '/console/liveDeskEvents',
    {
      schema: {
        tags: ['console live'],
        summary: "Server-Sent Events of an activity's Q&A desk: a question asked, drafted, published, hidden",
        querystring: z.object({ activityId: activityIdSchema, lastEventId: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { activityId, lastEventId } = request.query;
      const lease = await admitDeskStream(ctx, request, activityId);
      const header = request.headers['last-event-id'];
      const resumeFrom = (typeof header === 'string' && header.length <= 64 ? header : undefined) ?? lastEventId;
      reply.hijack();
      ctx.deskHub.attach(activityId, reply.raw, { lease, lastEventId: resumeFrom });
      return reply;
    },
  );
  app.addHook('preClose', async () => ctx.deskHub.closeClients());

  // Bytes, not a call of the contract (decision 021): a desk upload through its signed, expiring link.
  app.get(
    '/interact/liveFile',
    {
      schema: {
        tags: ['interact'],
        summary: 'A file or poster the desk uploaded to a live room, through its signed, expiring link',
        querystring: z.object({
          key: z.string().max(300),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const file = await readLiveFile(ctx, request.query);
      if (!file) throw new AppError('FORBIDDEN');
      return sendPrivateFile(request, reply, file, 'live-file');
    },
  );
}
