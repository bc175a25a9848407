import type { FastifyRequest } from 'fastify';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { LiveFileKind } from '../../repositories/live-repository.ts';
import { localize } from '../i18n/localize.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { enterRoom, type RoomCtx } from './enter-room.ts';
import { liveFileUrl } from './live-files.ts';
import { assertLivePassword } from './live-password.ts';
import { PLAY_URL_TTL_MS } from './stream-provider.ts';

/** getInteractSwitch: a room without a live row has no interaction (and no webcast). */
export async function getInteractSwitch(ctx: RoomCtx, request: FastifyRequest, activityId: number) {
  const { settings } = await enterRoom(ctx, request, activityId);
  return {
    interactOpen: settings?.interactOpen ?? false,
    questionsOpen: Boolean(settings?.interactOpen && settings.questionsOpen),
    passwordRequired: Boolean(settings?.passwordHash),
  };
}

/** getAskGuestList: the activity's guests who take the room's questions (the console's switch per guest). */
export async function getAskGuestList(ctx: RoomCtx, request: FastifyRequest, lang: Lang, activityId: number) {
  await enterRoom(ctx, request, activityId);
  const rows = await ctx.repos.activityDetail.guests(activityId);
  return {
    guestList: rows
      .filter((g) => g.answersQuestions)
      .map((g) => ({
        guestId: g.id,
        name: localize(lang, g.nameZh, g.nameEn, g.nameTc),
        title: localize(lang, g.titleZh, g.titleEn, g.titleTc),
        avatar: g.avatarUrl,
      })),
  };
}

/** The interaction files of one or more kinds (files, posters, scene files). */
export async function listInteractFiles(
  ctx: RoomCtx & Pick<ApiContext, 'fileUrlKey' | 'config'>,
  request: FastifyRequest,
  activityId: number,
  kinds: readonly LiveFileKind[],
) {
  await enterRoom(ctx, request, activityId);
  const rows = await ctx.repos.live.files(activityId, kinds);
  return {
    fileList: rows.map((f) => ({
      fileId: f.id,
      kind: f.kind as LiveFileKind,
      name: localize(request.lang, f.nameZh, f.nameEn, f.nameTc),
      url: liveFileUrl(ctx, f),
      mimeType: f.mimeType,
    })),
  };
}

/** getAttendPersonInvestorType: the investor type the caller gave when signing up (null without a form). */
export async function getAttendPersonInvestorType(ctx: RoomCtx, request: FastifyRequest, activityId: number) {
  const { viewer } = await enterRoom(ctx, request, activityId);
  const form = viewer.signUp?.form as { investorType?: unknown } | null | undefined;
  return { investorType: typeof form?.investorType === 'string' ? form.investorType : null };
}

/**
 * getLivePlayUrl: a play URL signed for this viewer, live while the meeting runs, the recording after
 * it. Before the start, and for an activity without a live room, there is "no webcast currently".
 */
export async function getLivePlayUrl(
  ctx: RoomCtx & Pick<ApiContext, 'streams' | 'rateLimiter'>,
  request: FastifyRequest,
  input: { activityId: number; password?: string },
) {
  const { activity, viewer, settings } = await enterRoom(ctx, request, input.activityId);
  if (!settings || activity.meetingStatus === 0 || activity.meetingStatus === 3) throw new AppError('NO_WEBCAST');
  // It checks the password too: the same bucket as checkLivePassword, or it would be the way to guess.
  // Rooms without a password count nothing (many anonymous viewers may share one address).
  if (settings.passwordHash !== null) await enforceRateLimit(ctx, request, 'livePassword');
  assertLivePassword(settings.passwordHash, input.password);
  const kind = activity.meetingStatus === 1 ? 'live' : 'replay';
  // Anonymous viewers of a public room get a per-request id: the link still names one viewer.
  const viewerId = viewer.user?.userId ?? `anon${request.id.replace(/\W/g, '').slice(0, 16)}`;
  // A sponsor's own pull URL (decision 043) is theirs to protect; the platform's are signed per viewer.
  const { url, expiresAt } = settings.streamUrl
    ? { url: settings.streamUrl, expiresAt: new Date(ctx.now().getTime() + PLAY_URL_TTL_MS) }
    : ctx.streams.playUrl({ streamName: settings.streamName, kind, viewerId, now: ctx.now() });
  return { kind, url, expiresAt: expiresAt.toISOString(), captionsUrl: settings.captionsUrl } as const;
}
