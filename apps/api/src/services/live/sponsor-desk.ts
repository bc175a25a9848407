import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { loadActivity } from '../activity/load-activity.ts';
import { requireUser } from '../identity/current-user.ts';
import { publishLiveEvent } from './live-hub.ts';
import { toQuestionView } from './question-view.ts';

type DeskCtx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'bus'>;

/**
 * The sponsor's side of the room: the company's sponsors (company_sponsors, as for sign-up reviews).
 * The console's roles and its review chain (draft, approve, publish) build on these calls later.
 */
async function requireRoomSponsor(ctx: DeskCtx, request: FastifyRequest, activityId: number) {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  if (activity.companyId === null || !(await ctx.repos.activityDetail.isSponsor(activity.companyId, user.userId)))
    throw new AppError('FORBIDDEN');
  const settings = await ctx.repos.live.settings(activityId);
  if (!settings) throw new AppError('NO_WEBCAST');
  return { user, activity, settings };
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
  const { user, settings } = await requireRoomSponsor(ctx, request, input.activityId);
  const before = await questionOrNotFound(ctx, input.activityId, input.questionId);
  await ctx.repos.live.publishAnswer(before.id, input.text, user.userId, ctx.now());
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
  const { settings } = await requireRoomSponsor(ctx, request, input.activityId);
  const before = await questionOrNotFound(ctx, input.activityId, input.questionId);
  await ctx.repos.live.setQuestionState(before.id, 'hidden');
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
  await requireRoomSponsor(ctx, request, input.activityId);
  const { activityId, ...values } = input;
  const row = (await ctx.repos.live.updateSwitches(activityId, values, ctx.now()))!;
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
  const { settings } = await requireRoomSponsor(ctx, request, activityId);
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
