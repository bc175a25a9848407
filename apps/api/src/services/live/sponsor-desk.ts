import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { ConsolePermission } from '@roadshow/contracts/console';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { publishLiveEvent } from './live-hub.ts';
import { toQuestionView } from './question-view.ts';

type DeskCtx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'bus'>;

/**
 * The sponsor's side of the room, behind the console's one guard (decision 030): the role of the
 * activity's company decides (qa.read, qa.publish, qa.moderate); every change goes to the audit log.
 * The review chain (a secretary drafts, an approver signs off) builds on these calls later.
 */
async function requireRoomSponsor(
  ctx: DeskCtx,
  request: FastifyRequest,
  activityId: number,
  permission: ConsolePermission,
) {
  const actor = await requireActivityRole(ctx, request, activityId, permission);
  const settings = await ctx.repos.live.settings(activityId);
  if (!settings) throw new AppError('NO_WEBCAST');
  return { user: actor.user, actor, settings };
}

function auditDesk(
  ctx: DeskCtx,
  actor: Awaited<ReturnType<typeof requireActivityRole>>,
  activityId: number,
  action: string,
  targetId: number | null,
  detail?: Record<string, unknown>,
) {
  return recordAudit(
    ctx.repos.audit,
    actor,
    { companyId: actor.companyId, activityId, action, targetType: 'question', targetId, detail },
    ctx.now(),
  );
}

async function questionOrNotFound(ctx: DeskCtx, activityId: number, questionId: number) {
  const row = await ctx.repos.live.question(activityId, questionId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Publishes the answer (or replaces it) and tells every viewer of the room, on every process. */
export async function answerQuestion(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; text: string },
) {
  const { user, actor, settings } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.publish');
  const before = await questionOrNotFound(ctx, input.activityId, input.questionId);
  await ctx.repos.live.publishAnswer(before.id, input.text, user.userId, ctx.now());
  await auditDesk(ctx, actor, input.activityId, 'qa.answer', before.id);
  await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: before.id, guestId: before.guestId });
  const row = await questionOrNotFound(ctx, input.activityId, input.questionId);
  return toQuestionView(row, {
    lang: request.lang,
    userId: null,
    upvoted: new Set(),
    recordingStartedAt: settings.recordingStartedAt,
  });
}

/** Takes a question out of the room (and its answer out of the public list). */
export async function hideQuestion(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; questionId: number },
) {
  const { actor, settings } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.moderate');
  const before = await questionOrNotFound(ctx, input.activityId, input.questionId);
  await ctx.repos.live.setQuestionState(before.id, 'hidden');
  await auditDesk(ctx, actor, input.activityId, 'qa.hide', before.id);
  if (before.state === 'answered')
    await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: before.id, guestId: before.guestId });
  const row = await questionOrNotFound(ctx, input.activityId, input.questionId);
  return toQuestionView(row, {
    lang: request.lang,
    userId: null,
    upvoted: new Set(),
    recordingStartedAt: settings.recordingStartedAt,
  });
}

export async function setInteractSwitch(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; interactOpen?: boolean; questionsOpen?: boolean },
) {
  const { actor } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.moderate');
  const { activityId, ...values } = input;
  const row = (await ctx.repos.live.updateSwitches(activityId, values, ctx.now()))!;
  await auditDesk(ctx, actor, activityId, 'qa.switch', null, values);
  await publishLiveEvent(ctx.bus, activityId, 'interact', {
    interactOpen: row.interactOpen,
    questionsOpen: row.questionsOpen,
  });
  return {
    interactOpen: row.interactOpen,
    questionsOpen: row.interactOpen && row.questionsOpen,
    passwordRequired: row.passwordHash !== null,
  };
}

/** Every question of the room for the desk: open ones first (by votes), then answered, then hidden. */
export async function listQuestionsForSponsor(ctx: DeskCtx, request: FastifyRequest, activityId: number) {
  const { settings } = await requireRoomSponsor(ctx, request, activityId, 'qa.read');
  const byState = await Promise.all(
    (['open', 'answered', 'hidden'] as const).map((state) =>
      ctx.repos.live.questionsIn(activityId, [state], { sort: 'votes' }),
    ),
  );
  return {
    questionList: byState.flat().map((row) =>
      toQuestionView(row, {
        lang: request.lang,
        userId: null,
        upvoted: new Set(),
        recordingStartedAt: settings.recordingStartedAt,
      }),
    ),
  };
}
