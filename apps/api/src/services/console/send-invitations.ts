import type { FastifyRequest } from 'fastify';
import { sharePagePath } from '@roadshow/contracts/share';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';
import { deliverQueued } from '../notifications/deliver-queued.ts';
import { invitationText } from './invitation-text.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'config' | 'notifications'>;

/**
 * Invites every entry of the activity's whitelist / invitee list that has not been invited yet:
 * an SMS to a mobile number, an e-mail to an address, in the sponsor's language, through the
 * notification outbox (kind `invite`, keyed by the invitation row), so however often or however
 * concurrently this runs, nobody gets the same invitation twice. The invitation rows and their
 * messages are written in one transaction and then sent; messages a crash left unsent go out with
 * the next sweep (decision 077). A failed send is not retried (a gateway that failed after sending
 * would otherwise send twice); it is counted and logged. Only a published activity that is not
 * cancelled invites: the link in the message must open.
 */
export async function sendInvitations(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const actor = await requireActivityRole(ctx, request, activityId, 'list.edit');
  const activity = await ctx.repos.consoleActivities.byId(activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  if (activity.cancelledAt) throw new AppError('ACTIVITY_CANCELLED');
  if (!activity.published) throw new AppError('INVITE_UNPUBLISHED');
  const now = ctx.now();
  const lang = request.lang;
  const company = activity.companyId ? await ctx.repos.consoleParts.companyShortName(activity.companyId) : undefined;
  const base = (ctx.config.siteUrl ?? '').replace(/\/+$/, '');
  const text = invitationText(lang, {
    title: localize(lang, activity.titleZh, activity.titleEn, activity.titleTc),
    company: company ? localize(lang, company.zh, company.en, company.tc) : '',
    startAt: activity.startAt,
    url: `${base}${sharePagePath('activity', String(activityId))}&lang=${lang}`,
  });
  const { queued, total } = await ctx.repos.consoleParts.createInvitations(activityId, actor.user.userId, now, {
    lang,
    ...text,
  });
  if (total === 0) throw new AppError('LIST_EMPTY');
  let sent = 0;
  let failed = 0;
  for (const message of queued) {
    const outcome = await deliverQueued(ctx, message);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed') failed += 1;
  }
  const result = { sent, alreadyInvited: total - queued.length, failed };
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId,
      action: 'list.invite',
      targetType: 'activity',
      targetId: activityId,
      detail: result,
    },
    now,
  );
  return result;
}
