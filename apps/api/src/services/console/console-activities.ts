import type { FastifyRequest } from 'fastify';
import type { ConsoleActivityDetail, ConsoleActivityFields } from '@roadshow/contracts/console';
import type { ApiContext } from '../../context.ts';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ActivityRow } from '../../repositories/console-activity-repository.ts';
import { DEFAULT_LANG, normalizeLang } from '@roadshow/contracts/locale';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { localize } from '../i18n/localize.ts';
import type { NotificationChannel } from '../notifications/notification-sender.ts';
import { cancelText } from './cancel-text.ts';
import { requireUser } from '../identity/current-user.ts';
import { reindexSearchText } from '../search/reindex-search-text.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole, requireCompanyRole, type ConsoleActor } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'cache'>;

/** The console lists at most this many activities of one company (newest first). */
const LIST_LIMIT = 500;

function toDetail(row: ActivityRow): ConsoleActivityDetail {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    activityId: row.id,
    published: row.published,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    fields: {
      companyId: row.companyId ?? 0,
      kind: row.kind as ConsoleActivityDetail['fields']['kind'],
      squareType: row.squareType,
      titleZh: row.titleZh,
      titleEn: row.titleEn,
      titleTc: row.titleTc,
      summaryZh: row.summaryZh,
      summaryEn: row.summaryEn,
      summaryTc: row.summaryTc,
      contentZh: row.contentZh,
      contentEn: row.contentEn,
      contentTc: row.contentTc,
      locationZh: row.locationZh,
      locationEn: row.locationEn,
      locationTc: row.locationTc,
      meetingStatus: row.meetingStatus,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      accessMode: row.accessMode as ConsoleActivityDetail['fields']['accessMode'],
      quota: row.quota,
      needsApproval: row.needsApproval,
      signUpStartAt: iso(row.signUpStartAt),
      signUpEndAt: iso(row.signUpEndAt),
      registrationForm: row.registrationForm,
      commitmentLetter: row.commitmentLetter,
    },
  };
}

function toColumns(fields: ConsoleActivityFields) {
  const { companyId: _companyId, startAt, endAt, signUpStartAt, signUpEndAt, ...rest } = fields;
  return {
    ...rest,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
    signUpStartAt: signUpStartAt ? new Date(signUpStartAt) : null,
    signUpEndAt: signUpEndAt ? new Date(signUpEndAt) : null,
  };
}

/** After any write: the search text of the activity, and every cached list and page that shows it. */
async function refreshPublicViews(ctx: Ctx, activityId: number) {
  await reindexSearchText(ctx, { activityIds: [activityId] });
}

/** The console's own view of an activity it may act on, loaded with the guard. */
async function guardedActivity(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
  permission: 'console.open' | 'activity.edit' | 'activity.publish',
) {
  const actor = await requireActivityRole(ctx, request, activityId, permission);
  const row = await ctx.repos.consoleActivities.byId(activityId);
  if (!row) throw new AppError('NOT_FOUND');
  return { actor, row };
}

export async function listConsoleActivities(ctx: Ctx, request: FastifyRequest, companyId: number) {
  await requireCompanyRole(ctx, request, companyId, 'console.open');
  const rows = await ctx.repos.consoleActivities.forCompany(companyId, LIST_LIMIT);
  return {
    activities: rows.map((row) => ({
      activityId: row.id,
      title: localize(request.lang, row.titleZh, row.titleEn, row.titleTc),
      kind: row.kind as ConsoleActivityDetail['fields']['kind'],
      meetingStatus: row.meetingStatus,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      accessMode: row.accessMode as ConsoleActivityDetail['fields']['accessMode'],
      published: row.published,
      cancelled: row.cancelledAt !== null,
      quota: row.quota,
      needsApproval: row.needsApproval,
      seatsTaken: row.seatsTaken,
      signUpCount: row.signUpCount,
    })),
  };
}

export async function getConsoleActivity(ctx: Ctx, request: FastifyRequest, activityId: number) {
  return toDetail((await guardedActivity(ctx, request, activityId, 'console.open')).row);
}

function audit(
  ctx: Ctx,
  actor: Pick<ConsoleActor, 'user' | 'role'>,
  row: ActivityRow,
  action: string,
  detail?: Record<string, unknown>,
) {
  return recordAudit(
    ctx.repos.audit,
    actor,
    { companyId: row.companyId, activityId: row.id, action, targetType: 'activity', targetId: row.id, detail },
    ctx.now(),
  );
}

/**
 * Creates (unpublished) or edits an activity. The company is checked twice: the caller may edit for
 * the company named in the fields, and an existing activity must already belong to it (an activity
 * never moves between companies through the console).
 */
export async function saveConsoleActivity(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId?: number; fields: ConsoleActivityFields },
) {
  const now = ctx.now();
  const actor = await requireCompanyRole(ctx, request, input.fields.companyId, 'activity.edit');
  let row: ActivityRow | undefined;
  if (input.activityId === undefined) {
    row = await ctx.repos.consoleActivities.insert({
      ...toColumns(input.fields),
      companyId: input.fields.companyId,
      published: false,
      createdAt: now,
      updatedAt: now,
    });
    await audit(ctx, actor, row, 'activity.create', { title: row.titleZh });
  } else {
    await requireActivityRole(ctx, request, input.activityId, 'activity.edit');
    const before = await ctx.repos.consoleActivities.byId(input.activityId);
    row = await ctx.repos.consoleActivities.update(input.activityId, input.fields.companyId, {
      ...toColumns(input.fields),
      updatedAt: now,
    });
    if (!row || !before) throw new AppError('FORBIDDEN');
    const changed = Object.keys(toColumns(input.fields)).filter(
      (key) => JSON.stringify(before[key as keyof ActivityRow]) !== JSON.stringify(row![key as keyof ActivityRow]),
    );
    await audit(ctx, actor, row, 'activity.edit', { changed });
  }
  await refreshPublicViews(ctx, row.id);
  return toDetail(row);
}

/** A copy of the activity with everything but its sign-ups, unpublished, titled as a copy. */
export async function copyConsoleActivity(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.edit');
  const now = ctx.now();
  const { id: _id, searchText: _searchText, viewCount: _viewCount, ...rest } = row;
  const copy = await ctx.repos.consoleActivities.insert({
    ...rest,
    published: false,
    recommended: false,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await audit(ctx, actor, copy, 'activity.copy', { from: row.id });
  await refreshPublicViews(ctx, copy.id);
  return toDetail(copy);
}

export async function setConsoleActivityPublished(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
  published: boolean,
) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.publish');
  const updated = await ctx.repos.consoleActivities.update(activityId, row.companyId ?? 0, {
    published,
    updatedAt: ctx.now(),
  });
  if (!updated) throw new AppError('FORBIDDEN');
  if (row.published !== published)
    await audit(ctx, actor, updated, published ? 'activity.publish' : 'activity.unpublish');
  await refreshPublicViews(ctx, activityId);
  return toDetail(updated);
}

/**
 * Cancels an activity (admins): it reads as ended from now on (no more sign-ups, the pages say it
 * is over), and everyone holding a seat or a waiting place gets an SMS (and an e-mail when the form
 * gave one) through the notification outbox, once per sign-up and channel however often this runs.
 */
export async function cancelConsoleActivity(
  ctx: Ctx & Pick<ApiContext, 'notifications'>,
  request: FastifyRequest,
  activityId: number,
  reason: string,
) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.publish');
  const now = ctx.now();
  const updated =
    row.cancelledAt === null
      ? await ctx.repos.consoleActivities.update(activityId, row.companyId ?? 0, {
          cancelledAt: now,
          meetingStatus: 3,
          updatedAt: now,
        })
      : row;
  if (!updated) throw new AppError('FORBIDDEN');
  await refreshPublicViews(ctx, activityId);
  let notified = 0;
  for (const recipient of await ctx.repos.consoleActivities.cancelRecipients(activityId)) {
    const lang = normalizeLang(recipient.lang) ?? DEFAULT_LANG;
    const text = cancelText(lang, {
      title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
      startAt: row.startAt,
      reason,
    });
    const channels: [NotificationChannel, string | null][] = [
      ['sms', recipient.mobile],
      ['email', recipient.email],
    ];
    for (const [channel, to] of channels) {
      if (!to) continue;
      const claimed = await ctx.repos.notifications.claim({
        kind: 'cancel',
        channel,
        signUpId: recipient.signUpId,
        activityId,
        userId: recipient.userId,
        recipient: to,
        lang,
        subject: text.subject,
        body: text.body,
        createdAt: now,
      });
      if (!claimed) continue;
      try {
        await ctx.notifications.send({ outboxId: claimed.id, channel, to, subject: text.subject, body: text.body });
        await ctx.repos.notifications.markSent(claimed.id, ctx.notifications.provider, ctx.now());
        notified += 1;
      } catch (error) {
        await ctx.repos.notifications.markFailed(claimed.id, ctx.notifications.provider, String(error));
      }
    }
  }
  await audit(ctx, actor, updated, 'activity.cancel', { reason, notified });
  return { activity: toDetail(updated), notified };
}

/** The tc fields are offered as a conversion of zh-CN (DESIGN §4), made with the site's own converter. */
export async function convertToTraditional(ctx: Ctx, request: FastifyRequest, texts: string[]) {
  const user = await requireUser(ctx, request);
  const access = await ctx.repos.companyMembers.forUser(user.userId);
  if (user.role !== 'operator' && access.length === 0) throw new AppError('FORBIDDEN');
  return { texts: texts.map((text) => toTraditional(text)) };
}
