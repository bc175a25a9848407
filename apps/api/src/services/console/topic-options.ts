import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';
import { requireCompanyRole } from './require-company-role.ts';

/** The topic select offers the newest topics; older ones stay on the activities that name them. */
const TOPIC_OPTIONS = 200;

export async function listTopicOptions(
  ctx: Pick<ApiContext, 'repos' | 'identity'>,
  request: FastifyRequest,
  companyId: number,
) {
  await requireCompanyRole(ctx, request, companyId, 'activity.edit');
  const rows = await ctx.repos.consoleParts.topicOptions(TOPIC_OPTIONS);
  return {
    topics: rows.map((row) => ({
      topicId: row.id,
      title: localize(request.lang, row.titleZh, row.titleEn, row.titleTc),
    })),
  };
}
