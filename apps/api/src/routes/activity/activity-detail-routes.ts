import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { activityDetailCalls as calls } from '@roadshow/contracts/calls/activity-detail-calls';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import {
  getActivityContent,
  getAgendaList,
  getFileList,
  getGuestList,
} from '../../services/activity/get-gated-parts.ts';
import {
  getActivityDetail,
  getActivityStatus,
  getAttendSetting,
  getCompanyIntroduction,
  getRelatedActivities,
} from '../../services/activity/get-public-parts.ts';
import { readActivityFile } from '../../services/activity/activity-file-links.ts';
import { activityCacheKey } from '../../services/cache/cache-keys.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** The activity page's reads (spec §7 activity service). Public parts are cached; gated parts check access. */
export function activityDetailRoutes(app: ApiApp, ctx: ApiContext) {
  const cached = (reply: FastifyReply, id: number, part: string, lang: Lang, load: () => Promise<unknown>) =>
    sendCached(reply, ctx.cache, activityCacheKey(id, part, lang), load);

  routeCall(app, calls.getActivityManageDetail, ({ activityId: id }, { lang }, reply) =>
    cached(reply, id, 'detail', lang, () => getActivityDetail(ctx, lang, id)),
  );
  routeCall(app, calls.getCompanyIntroduction, ({ activityId: id }, { lang }, reply) =>
    cached(reply, id, 'company', lang, () => getCompanyIntroduction(ctx, lang, id)),
  );
  routeCall(app, calls.getRelatedActivityList, ({ activityId: id }, { lang }, reply) =>
    cached(reply, id, 'related', lang, () => getRelatedActivities(ctx, lang, id)),
  );

  // Per viewer: never cached.
  routeCall(app, calls.getActivityContent, ({ activityId: id }, request) =>
    getActivityContent(ctx, request, request.lang, id),
  );
  routeCall(app, calls.getGuestPersonList, ({ activityId: id }, request) =>
    getGuestList(ctx, request, request.lang, id),
  );
  routeCall(app, calls.getMeetingAgendaList, ({ activityId: id }, request) =>
    getAgendaList(ctx, request, request.lang, id),
  );
  routeCall(app, calls.getFileInfoList, ({ activityId: id }, request) => getFileList(ctx, request, request.lang, id));
  routeCall(app, calls.getAttendSetting, ({ activityId: id }) => getAttendSetting(ctx, id));
  routeCall(app, calls.getActivityStatus, ({ activityId: id }) => getActivityStatus(ctx, id));
  routeCall(app, calls.getLiveStatus, ({ activityId: id }) => getActivityStatus(ctx, id));

  // Bytes, not a call of the contract (decision 021): the activity's files through the links the
  // gated file list hands out (decision 062).
  app.get(
    '/activity/activityFile',
    {
      schema: {
        tags: ['activity'],
        summary: "One of the activity's files through its signed, expiring link",
        querystring: z.object({
          key: z.string().max(300),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const file = await readActivityFile(ctx, request.query);
      if (!file) throw new AppError('FORBIDDEN');
      return sendPrivateFile(request, reply, file, 'activity-file');
    },
  );
}
