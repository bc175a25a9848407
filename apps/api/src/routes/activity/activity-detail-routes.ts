import type { FastifyRequest } from 'fastify';
import type { Lang } from '@roadshow/contracts/locale';
import {
  activityBodySchema,
  activityContentSchema,
  activityDetailSchema,
  activityStatusSchema,
  agendaListSchema,
  attendSettingSchema,
  companyIntroductionSchema,
  fileListSchema,
  guestListSchema,
  relatedListSchema,
} from '@roadshow/contracts/activity-detail';
import { envelopeSchema } from '@roadshow/contracts/envelope';
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
import { activityCacheKey } from '../../services/cache/cache-keys.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['activity'];

/** The activity page's reads (spec §7 activity service). Public parts are cached; gated parts check access. */
export function activityDetailRoutes(app: ApiApp, ctx: ApiContext) {
  const cachedPost = (
    path: string,
    summary: string,
    part: string,
    result: Parameters<typeof envelopeSchema>[0],
    load: (lang: Lang, id: number) => Promise<unknown>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, body: activityBodySchema, response: { 200: envelopeSchema(result) } } },
      (request, reply) =>
        sendCached(reply, ctx.cache, activityCacheKey(request.body.activityId, part, request.lang), () =>
          load(request.lang, request.body.activityId),
        ),
    );

  cachedPost(
    '/activity/getActivityManageDetail',
    'Activity detail anyone may see',
    'detail',
    activityDetailSchema,
    (lang, id) => getActivityDetail(ctx, lang, id),
  );
  cachedPost(
    '/activity/getCompanyIntroduction',
    'The company behind the activity',
    'company',
    companyIntroductionSchema,
    (lang, id) => getCompanyIntroduction(ctx, lang, id),
  );
  cachedPost(
    '/activity/getRelatedActivityList',
    'Activities of the same company or topic',
    'related',
    relatedListSchema,
    (lang, id) => getRelatedActivities(ctx, lang, id),
  );

  // Per viewer: never cached.
  const gatedPost = (
    path: string,
    summary: string,
    result: Parameters<typeof envelopeSchema>[0],
    handler: (request: FastifyRequest, id: number) => Promise<unknown>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, body: activityBodySchema, response: { 200: envelopeSchema(result) } } },
      async (request) => ({ success: true as const, result: await handler(request, request.body.activityId) }),
    );

  gatedPost(
    '/activity/getActivityContent',
    'Activity content (access mode checked)',
    activityContentSchema,
    (request, id) => getActivityContent(ctx, request, request.lang, id),
  );
  gatedPost('/activity/getGuestPersonList', 'Guests (access mode checked)', guestListSchema, (request, id) =>
    getGuestList(ctx, request, request.lang, id),
  );
  gatedPost(
    '/activity/getMeetingAgendaList',
    'Agenda with its visibility index (spec §4)',
    agendaListSchema,
    (request, id) => getAgendaList(ctx, request, request.lang, id),
  );
  gatedPost('/activity/getFileInfoList', 'Files (access mode checked)', fileListSchema, (request, id) =>
    getFileList(ctx, request, request.lang, id),
  );
  gatedPost(
    '/activity/getAttendSetting',
    'How the activity takes sign-ups, seats left',
    attendSettingSchema,
    (_request, id) => getAttendSetting(ctx, id),
  );
  gatedPost('/activity/getActivityStatus', 'Meeting status and phase', activityStatusSchema, (_request, id) =>
    getActivityStatus(ctx, id),
  );
  gatedPost('/activity/getLiveStatus', 'Live status', activityStatusSchema, (_request, id) =>
    getActivityStatus(ctx, id),
  );
}
