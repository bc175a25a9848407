import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { QuestionRow } from '../../repositories/live-repository.ts';
import { requireUser } from '../identity/current-user.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { enterRoom, type RoomCtx } from './enter-room.ts';
import { publishDeskEvent, publishLiveEvent } from './live-hub.ts';
import { toQuestionView } from './question-view.ts';

/** The room's rows as views for the caller (their own upvotes marked). */
async function viewsFor(
  ctx: RoomCtx,
  request: FastifyRequest,
  rows: QuestionRow[],
  userId: string | null,
  recordingStartedAt: Date | null,
) {
  const upvoted = userId
    ? await ctx.repos.live.upvotedBy(
        userId,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  return rows.map((row) => toQuestionView(row, { lang: request.lang, userId, upvoted, recordingStartedAt }));
}

/**
 * getQuestionsList: the answered questions everyone in the room sees, by upvotes or time; one guest's
 * queue. It is what the page refetches on each event or poll, so it counts against `livePoll`.
 */
export async function getQuestionsList(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter'>,
  request: FastifyRequest,
  input: { activityId: number; sort: 'votes' | 'time'; guestId?: number },
) {
  await enforceRateLimit(ctx, request, 'livePoll');
  const { viewer, settings } = await enterRoom(ctx, request, input.activityId);
  if (!settings) return { questionList: [] };
  const rows = await ctx.repos.live.questionsIn(input.activityId, ['answered'], input);
  const userId = viewer.user?.userId ?? null;
  return { questionList: await viewsFor(ctx, request, rows, userId, settings.recordingStartedAt) };
}

/** getMyQuestions: the caller's own questions, answered or waiting, newest first. */
export async function getMyQuestions(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter'>,
  request: FastifyRequest,
  activityId: number,
) {
  const user = await requireUser(ctx, request);
  await enforceRateLimit(ctx, request, 'livePoll');
  const { settings } = await enterRoom(ctx, request, activityId);
  const rows = await ctx.repos.live.questionsOf(activityId, user.userId);
  return { questionList: await viewsFor(ctx, request, rows, user.userId, settings?.recordingStartedAt ?? null) };
}

/** deleteMyQuestion: only the asker's own question; a second delete is a 404. */
export async function deleteMyQuestion(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter' | 'bus'>,
  request: FastifyRequest,
  input: { activityId: number; questionId: number },
) {
  const user = await requireUser(ctx, request);
  await enforceRateLimit(ctx, request, 'question');
  await enterRoom(ctx, request, input.activityId);
  const question = await ctx.repos.live.question(input.activityId, input.questionId);
  if (!(await ctx.repos.live.deleteQuestion(input.activityId, input.questionId, user.userId, ctx.now())))
    throw new AppError('NOT_FOUND');
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: input.questionId, change: 'deleted' });
  // An answered question leaves every viewer's list: tell them to refetch.
  if (question?.state === 'answered')
    await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: question.id, guestId: question.guestId });
  return { questionId: input.questionId };
}

/** getNewAnswerCount: answers published after `since` (the page's badge while the list is closed). */
export async function getNewAnswerCount(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter'>,
  request: FastifyRequest,
  input: { activityId: number; since: string },
) {
  await enforceRateLimit(ctx, request, 'livePoll');
  await enterRoom(ctx, request, input.activityId);
  return { count: await ctx.repos.live.answersSince(input.activityId, new Date(input.since)) };
}

/** getOnlineCount: viewers over every process (the polling fallback's count; `livePoll`). */
export async function getOnlineCount(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter' | 'liveHub'>,
  request: FastifyRequest,
  activityId: number,
) {
  await enforceRateLimit(ctx, request, 'livePoll');
  await enterRoom(ctx, request, activityId);
  return { count: ctx.liveHub.viewerCount(activityId) };
}

/**
 * upvoteQuestion: one vote per user and question, idempotent (a second vote, or two at once, leave
 * one); `up: false` withdraws it. Only answered (public) questions and the caller's view of them.
 */
export async function upvoteQuestion(
  ctx: RoomCtx & Pick<ApiContext, 'rateLimiter' | 'bus'>,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; up: boolean },
) {
  const user = await requireUser(ctx, request);
  await enforceRateLimit(ctx, request, 'upvote');
  const { settings } = await enterRoom(ctx, request, input.activityId);
  const before = await ctx.repos.live.question(input.activityId, input.questionId);
  if (!before || before.state !== 'answered') throw new AppError('NOT_FOUND');
  const upvotes = await ctx.repos.live.setUpvote(input.questionId, user.userId, input.up);
  if (upvotes !== before.upvotes)
    await publishLiveEvent(ctx.bus, input.activityId, 'votes', { questionId: input.questionId, upvotes });
  const row = await ctx.repos.live.question(input.activityId, input.questionId);
  const [view] = await viewsFor(ctx, request, [row!], user.userId, settings?.recordingStartedAt ?? null);
  return view!;
}
