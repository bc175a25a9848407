import type { FastifyRequest } from 'fastify';
import { hashLivePassword } from '@roadshow/db/live-password';
import type { LiveDesk } from '@roadshow/contracts/live-desk';
import { LIVE_FILE_KINDS, LIVE_FILE_MAX_BYTES } from '@roadshow/contracts/live-desk';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertImagePasses } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ApiContext } from '../../context.ts';
import type { LiveFileRow } from '../../repositories/live-desk-repository.ts';
import { invalidateActivityCaches } from '../cache/invalidate-activity-caches.ts';
import type { ConsoleActor } from '../console/require-company-role.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { currentUser } from '../identity/current-user.ts';
import { localize } from '../i18n/localize.ts';
import { decodeForModeration } from '../moderation/moderate-app-content.ts';
import { publishLiveEvent } from './live-hub.ts';
import { liveFileKey, liveFileUrl, sniffLiveFile } from './live-files.ts';
import { deskQuestions, setInteractSwitch } from './sponsor-desk.ts';

type ControlCtx = Pick<
  ApiContext,
  'repos' | 'cache' | 'identity' | 'now' | 'bus' | 'files' | 'fileUrlKey' | 'config' | 'moderation'
>;

function toDeskFile(ctx: ControlCtx, row: LiveFileRow, lang: FastifyRequest['lang']) {
  return {
    fileId: row.id,
    kind: row.kind as 'file' | 'poster' | 'scene',
    name: localize(lang, row.nameZh, row.nameEn, row.nameTc),
    url: liveFileUrl(ctx, row),
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function activityOf(ctx: ControlCtx, activityId: number) {
  const row = await ctx.repos.consoleActivities.byId(activityId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The live page's whole state, as every desk call answers it (the page re-renders from it). */
async function deskView(ctx: ControlCtx, request: FastifyRequest, activityId: number): Promise<LiveDesk> {
  const [activity, settings, guests, files, user] = await Promise.all([
    activityOf(ctx, activityId),
    ctx.repos.live.settings(activityId),
    ctx.repos.activityDetail.guests(activityId),
    ctx.repos.liveDesk.allFiles(activityId),
    currentUser(ctx, request),
  ]);
  const lang = request.lang;
  return {
    activityId,
    title: localize(lang, activity.titleZh, activity.titleEn, activity.titleTc),
    meetStatus: String(activity.meetingStatus) as LiveDesk['meetStatus'],
    startAt: activity.startAt.toISOString(),
    endAt: activity.endAt.toISOString(),
    hasRoom: settings !== null,
    streamName: settings?.streamName ?? null,
    streamUrl: settings?.streamUrl ?? null,
    interactOpen: settings?.interactOpen ?? false,
    questionsOpen: Boolean(settings?.interactOpen && settings.questionsOpen),
    passwordRequired: Boolean(settings?.passwordHash),
    guests: guests.map((g) => ({
      guestId: g.id,
      name: localize(lang, g.nameZh, g.nameEn, g.nameTc),
      title: localize(lang, g.titleZh, g.titleEn, g.titleTc),
    })),
    myGuestIds: guests.filter((g) => user && g.memberUserId === user.userId).map((g) => g.id),
    files: files.map((row) => toDeskFile(ctx, row, lang)),
    questions: settings ? await deskQuestions(ctx, lang, activityId, settings.recordingStartedAt) : [],
  };
}

function auditRoom(
  ctx: ControlCtx,
  actor: Pick<ConsoleActor, 'user' | 'role'> & { companyId: number | null },
  activityId: number,
  action: string,
  detail?: Record<string, unknown>,
) {
  return recordAudit(
    ctx.repos.audit,
    actor,
    { companyId: actor.companyId, activityId, action, targetType: 'activity', targetId: activityId, detail },
    ctx.now(),
  );
}

export async function getLiveDesk(ctx: ControlCtx, request: FastifyRequest, activityId: number) {
  await requireActivityRole(ctx, request, activityId, 'qa.read');
  return deskView(ctx, request, activityId);
}

/**
 * Sets the room's stream: a stream name at the platform's provider, or the sponsor's own https HLS
 * URL. The first call sets the room up. Viewers reload their play URL (a `status` event).
 */
export async function setLiveStream(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; streamName: string; streamUrl: string | null },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'live.control');
  const activity = await activityOf(ctx, input.activityId);
  const now = ctx.now();
  await ctx.repos.liveDesk.ensureRoom(input.activityId, input.streamName, now);
  await ctx.repos.liveDesk.setStream(
    input.activityId,
    { streamName: input.streamName, streamUrl: input.streamUrl },
    now,
  );
  await auditRoom(ctx, actor, input.activityId, 'live.stream', {
    streamName: input.streamName,
    provider: input.streamUrl ? 'url' : 'platform',
  });
  await publishLiveEvent(ctx.bus, input.activityId, 'status', {
    meetStatus: String(activity.meetingStatus) as LiveDesk['meetStatus'],
  });
  return deskView(ctx, request, input.activityId);
}

/**
 * Go live (preview → live, the recording's clock starts) or end (live → replay, the end time set to
 * now). Conditional on the status the desk saw; every viewer's page follows at once.
 */
export async function setLiveStatus(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; status: 'live' | 'ended' },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'live.control');
  const activity = await activityOf(ctx, input.activityId);
  if (activity.cancelledAt) throw new AppError('ACTIVITY_CANCELLED');
  if (!(await ctx.repos.live.settings(input.activityId))) throw new AppError('NO_WEBCAST');
  const now = ctx.now();
  if (input.status === 'live' && activity.endAt <= now) throw new AppError('LIVE_ALREADY_OVER');
  const to = input.status === 'live' ? 1 : 2;
  if (!(await ctx.repos.liveDesk.moveMeeting(input.activityId, to, now))) throw new AppError('LIVE_STATUS_CONFLICT');
  await invalidateActivityCaches(ctx.cache);
  await auditRoom(ctx, actor, input.activityId, input.status === 'live' ? 'live.start' : 'live.end');
  await publishLiveEvent(ctx.bus, input.activityId, 'status', { meetStatus: to === 1 ? '1' : '2' });
  return deskView(ctx, request, input.activityId);
}

/**
 * Sets (or, with null, clears) the room's password, stored hashed as the seed writes it; the audit
 * entry never holds the password. Viewers who entered with the old one keep their page until they
 * reload; the next check asks for the new one (decision 063).
 */
export async function setLivePassword(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; password: string | null },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'live.control');
  const hash = input.password === null ? null : hashLivePassword(input.password);
  if (!(await ctx.repos.liveDesk.setPasswordHash(input.activityId, hash, ctx.now()))) throw new AppError('NO_WEBCAST');
  await auditRoom(ctx, actor, input.activityId, input.password === null ? 'live.passwordClear' : 'live.password');
  return deskView(ctx, request, input.activityId);
}

/** The interaction switch and the question entrance (decision 035's call), answered as the desk. */
export async function setLiveSwitches(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; interactOpen?: boolean; questionsOpen?: boolean },
) {
  await setInteractSwitch(ctx, request, input);
  return deskView(ctx, request, input.activityId);
}

/**
 * A file, poster or scene file added during the event: the type from the bytes (posters are
 * pictures), 8 MB at most, kept in the API's private storage; viewers get signed links and a
 * `files` event. Every picture the room will show passes the platform's content moderation first
 * (decision 055: the QR check, or the outside service), like an avatar.
 */
export async function uploadLiveFile(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; kind: (typeof LIVE_FILE_KINDS)[number]; name: string; contentBase64: string },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'live.control');
  await activityOf(ctx, input.activityId);
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length > LIVE_FILE_MAX_BYTES) throw new AppError('LIVE_FILE_TOO_LARGE');
  const sniffed = sniffLiveFile(bytes);
  if (!sniffed || (input.kind === 'poster' && !sniffed.picture)) throw new AppError('LIVE_FILE_TYPE');
  if (sniffed.mimeType.startsWith('image/'))
    await assertImagePasses(ctx.moderation, await decodeForModeration(bytes), request.lang);
  const key = liveFileKey(input.activityId, sniffed.extension);
  await ctx.files.put(key, bytes, sniffed.mimeType);
  const row = await ctx.repos.liveDesk.addFile({
    activityId: input.activityId,
    kind: input.kind,
    nameZh: input.name,
    url: '',
    mimeType: sniffed.mimeType,
    storageKey: key,
    sizeBytes: bytes.length,
    sort: 100,
    createdAt: ctx.now(),
  });
  await auditRoom(ctx, actor, input.activityId, 'live.fileAdd', { title: input.name, kind: input.kind });
  await publishLiveEvent(ctx.bus, input.activityId, 'files', {});
  return toDeskFile(ctx, row, request.lang);
}

export async function removeLiveFile(
  ctx: ControlCtx,
  request: FastifyRequest,
  input: { activityId: number; fileId: number },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'live.control');
  const row = await ctx.repos.liveDesk.removeFile(input.activityId, input.fileId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.storageKey) await ctx.files.delete(row.storageKey);
  await auditRoom(ctx, actor, input.activityId, 'live.fileRemove', { title: row.nameZh, kind: row.kind });
  await publishLiveEvent(ctx.bus, input.activityId, 'files', {});
  return { fileId: row.id };
}
