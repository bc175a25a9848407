import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import type { LiveSettingsRow } from '../../repositories/live-repository.ts';
import type { ActivityRecord } from '../activity/load-activity.ts';
import type { Viewer } from '../activity/viewer.ts';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { assertQuestionPasses } from '../moderation/assert-question-passes.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { enterRoom, type RoomCtx } from './enter-room.ts';
import { publishDeskEvent } from './live-hub.ts';
import { toQuestionView } from './question-view.ts';

type AskCtx = RoomCtx & Pick<ApiContext, 'rateLimiter' | 'moderation' | 'bus'>;

/** Why this viewer may not ask now, or null: logged in, the room's entrance open, the event started. */
export function askDenial(
  activity: ActivityRecord,
  viewer: Viewer,
  settings: LiveSettingsRow | null,
): ErrorCode | null {
  if (!viewer.user) return 'UNAUTHORIZED';
  if (!settings || !settings.interactOpen || !settings.questionsOpen) return 'QUESTIONS_CLOSED';
  if (activity.meetingStatus === 0) return 'QUESTIONS_NOT_STARTED';
  if (activity.meetingStatus !== 1) return 'QUESTIONS_CLOSED';
  return null;
}

/**
 * getUserAskAuthStatus: the same decision as askQuestion, answered rather than thrown, so the page
 * can say why the ask form is not there (spec §8 messages; a barred asker is told so too).
 */
export async function getAskAuthStatus(ctx: RoomCtx, request: FastifyRequest, lang: Lang, activityId: number) {
  const { activity, viewer, settings } = await enterRoom(ctx, request, activityId);
  let reason = askDenial(activity, viewer, settings);
  if (reason === null && (await ctx.repos.liveDesk.isBanned(activity.id, viewer.user!.userId))) reason = 'ASKER_BANNED';
  return { canAsk: reason === null, reason, message: reason === null ? null : errorMessage(reason, lang) };
}

/**
 * askQuestion (spec §5: text required, a guest of this activity chosen; anonymous allowed). The text
 * passes the platform's content moderation before it is stored; when moderation cannot answer, the
 * question is refused rather than published unchecked.
 */
export async function askQuestion(
  ctx: AskCtx,
  request: FastifyRequest,
  input: { activityId: number; guestId: number; text: string; anonymous: boolean },
) {
  await enforceRateLimit(ctx, request, 'question');
  const { activity, viewer, settings } = await enterRoom(ctx, request, input.activityId);
  const denial = askDenial(activity, viewer, settings);
  if (denial) throw new AppError(denial);
  const user = viewer.user!;
  if (await ctx.repos.liveDesk.isBanned(activity.id, user.userId)) throw new AppError('ASKER_BANNED');
  if (!(await ctx.repos.live.guestOf(activity.id, input.guestId)))
    throw new AppError('GUEST_REQUIRED', {
      fields: [{ path: 'body.guestId', message: errorMessage('GUEST_REQUIRED', request.lang) }],
    });
  await assertQuestionPasses(ctx, input.text, request.lang);
  const questionId = await ctx.repos.live.insertQuestion({
    activityId: activity.id,
    userId: user.userId,
    askerName: user.nickName || user.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
    guestId: input.guestId,
    text: input.text,
    anonymous: input.anonymous,
    createdAt: ctx.now(),
  });
  // The desk hears of it at once (decision 063) rather than on its next poll.
  await publishDeskEvent(ctx.bus, activity.id, 'question', { questionId, change: 'asked' });
  const row = await ctx.repos.live.question(activity.id, questionId);
  return toQuestionView(row!, {
    lang: request.lang,
    userId: user.userId,
    upvoted: new Set(),
    recordingStartedAt: settings!.recordingStartedAt,
  });
}
