import type { FastifyRequest } from 'fastify';
import type { ConsoleActivityDetail, ConsoleActivityFields } from '@roadshow/contracts/console';
import type { ApiContext } from '../../context.ts';
import { AppError } from '@roadshow/http-kit/app-error';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { ActivityRow } from '../../repositories/console-activity-repository.ts';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@roadshow/contracts/locale';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { localize } from '../i18n/localize.ts';
import type { NotificationChannel } from '../notifications/notification-sender.ts';
import { cancelText } from './cancel-text.ts';
import { requireUser } from '../identity/current-user.ts';
import { reindexSearchText } from '../search/reindex-search-text.ts';
import { assertGuestMembers } from './guest-members.ts';
import { recordAudit } from './record-audit.ts';
import { refuseIfCancelled } from './refuse-cancelled.ts';
import { requireActivityRole, requireCompanyRole, type ConsoleActor } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'cache'>;

/** What a copy's title ends with, per language (decision 075). */
const COPY_MARK: Record<Lang, string> = { 'zh-CN': '（副本）', en: ' (copy)', tc: '（副本）' };

/** The console lists at most this many activities of one company (newest first). */
const LIST_LIMIT = 500;

type Parts = Pick<ConsoleActivityDetail['fields'], 'guests' | 'agenda'> & Pick<ConsoleActivityDetail, 'files'>;

async function partsOf(ctx: Ctx, activityId: number): Promise<Parts> {
  const [guests, agenda, files] = await Promise.all([
    ctx.repos.consoleParts.guests(activityId),
    ctx.repos.consoleParts.agenda(activityId),
    ctx.repos.consoleParts.files(activityId),
  ]);
  return {
    guests: guests.map((g) => ({
      guestId: g.id,
      nameZh: g.nameZh,
      nameEn: g.nameEn,
      nameTc: g.nameTc,
      titleZh: g.titleZh,
      titleEn: g.titleEn,
      titleTc: g.titleTc,
      avatarUrl: g.avatarUrl,
      answersQuestions: g.answersQuestions,
      memberUserId: g.memberUserId,
    })),
    agenda: agenda.map((item) => ({
      startAt: item.startAt.toISOString(),
      endAt: item.endAt.toISOString(),
      titleZh: item.titleZh,
      titleEn: item.titleEn,
      titleTc: item.titleTc,
      speakerZh: item.speakerZh,
      speakerEn: item.speakerEn,
      speakerTc: item.speakerTc,
    })),
    files: files.map((f) => ({ fileId: f.id, name: f.nameZh, mimeType: f.mimeType, sizeBytes: f.sizeBytes })),
  };
}

async function toDetail(ctx: Ctx, row: ActivityRow): Promise<ConsoleActivityDetail> {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const parts = await partsOf(ctx, row.id);
  return {
    activityId: row.id,
    published: row.published,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    files: parts.files,
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
      topicId: row.topicId,
      coverUrl: row.coverUrl,
      waitingList: row.waitingList,
      guests: parts.guests,
      agenda: parts.agenda,
    },
  };
}

/** The activity's own columns of the form; an absent topic, cover or waiting-list switch stays as it is. */
function toColumns(fields: ConsoleActivityFields) {
  const {
    companyId: _companyId,
    guests: _guests,
    agenda: _agenda,
    startAt,
    endAt,
    signUpStartAt,
    signUpEndAt,
    topicId,
    coverUrl,
    waitingList,
    ...rest
  } = fields;
  return {
    ...rest,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
    signUpStartAt: signUpStartAt ? new Date(signUpStartAt) : null,
    signUpEndAt: signUpEndAt ? new Date(signUpEndAt) : null,
    ...(topicId === undefined ? {} : { topicId }),
    ...(coverUrl === undefined ? {} : { coverUrl }),
    ...(waitingList === undefined ? {} : { waitingList }),
  };
}

/**
 * The parts' references, checked before anything is written (so a refused form leaves nothing half
 * saved): guest ids must be this activity's (a new activity has none), and a speaker's console
 * member must be a guest of the company (decision 076).
 */
async function assertParts(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number | undefined,
  fields: ConsoleActivityFields,
) {
  if (!fields.guests) return;
  const own = new Set(
    activityId === undefined ? [] : (await ctx.repos.consoleParts.guests(activityId)).map((g) => g.id),
  );
  const foreign = fields.guests.findIndex((g) => g.guestId !== undefined && !own.has(g.guestId));
  if (foreign >= 0)
    throw new AppError('BAD_REQUEST', {
      fields: [{ path: `body.fields.guests.${foreign}.guestId`, message: errorMessage('BAD_REQUEST', request.lang) }],
    });
  await assertGuestMembers(ctx, request, fields.companyId, fields.guests);
}

/** Guests and agenda as sent (each only when the form sent it), checked by assertParts first. */
async function saveParts(ctx: Ctx, activityId: number, fields: ConsoleActivityFields): Promise<string[]> {
  const changed: string[] = [];
  if (fields.guests) {
    await ctx.repos.consoleParts.replaceGuests(activityId, fields.guests);
    changed.push('guests');
  }
  if (fields.agenda) {
    await ctx.repos.consoleParts.replaceAgenda(
      activityId,
      fields.agenda.map((item) => ({ ...item, startAt: new Date(item.startAt), endAt: new Date(item.endAt) })),
    );
    changed.push('agenda');
  }
  return changed;
}

async function assertTopic(ctx: Ctx, request: FastifyRequest, fields: ConsoleActivityFields) {
  if (fields.topicId && !(await ctx.repos.consoleParts.topicExists(fields.topicId)))
    throw new AppError('BAD_REQUEST', {
      fields: [{ path: 'body.fields.topicId', message: errorMessage('BAD_REQUEST', request.lang) }],
    });
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
  return toDetail(ctx, (await guardedActivity(ctx, request, activityId, 'console.open')).row);
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
  await assertTopic(ctx, request, input.fields);
  if (input.activityId !== undefined) await requireActivityRole(ctx, request, input.activityId, 'activity.edit');
  await assertParts(ctx, request, input.activityId, input.fields);
  let row: ActivityRow | undefined;
  if (input.activityId === undefined) {
    row = await ctx.repos.consoleActivities.insert({
      ...toColumns(input.fields),
      companyId: input.fields.companyId,
      published: false,
      createdAt: now,
      updatedAt: now,
    });
    await saveParts(ctx, row.id, input.fields);
    await audit(ctx, actor, row, 'activity.create', { title: row.titleZh });
  } else {
    const before = await refuseIfCancelled(ctx, input.activityId);
    // Conditional on not being cancelled, so an edit racing a cancellation never lands after it.
    row = await ctx.repos.consoleActivities.update(
      input.activityId,
      input.fields.companyId,
      { ...toColumns(input.fields), updatedAt: now },
      { open: true },
    );
    if (!row && before) await refuseIfCancelled(ctx, input.activityId);
    if (!row || !before) throw new AppError('FORBIDDEN');
    const changed = Object.keys(toColumns(input.fields)).filter(
      (key) => JSON.stringify(before[key as keyof ActivityRow]) !== JSON.stringify(row![key as keyof ActivityRow]),
    );
    changed.push(...(await saveParts(ctx, row.id, input.fields)));
    await audit(ctx, actor, row, 'activity.edit', { changed });
  }
  await refreshPublicViews(ctx, row.id);
  return toDetail(ctx, row);
}

const WEEK_MS = 7 * 86_400_000;

/**
 * Decision 075: how far a copy's times move. A copy is a new event: when the original has already
 * started, every time (start, end, sign-up window, agenda) moves on by whole weeks until the start
 * lies ahead, keeping the weekday and the time of day; otherwise the times stay.
 */
export function copyShiftMs(startAt: Date, now: Date): number {
  const behind = now.getTime() - startAt.getTime();
  return behind < 0 ? 0 : (Math.floor(behind / WEEK_MS) + 1) * WEEK_MS;
}

/** The copy's title in one language: the original's with the copy mark, within the field's length. */
function copyTitle(title: string | null, mark: string, max: number): string | null {
  if (!title) return title;
  return `${title.slice(0, max - mark.length)}${mark}`;
}

const shifted = (value: Date | null, ms: number) => (value ? new Date(value.getTime() + ms) : value);

/**
 * A copy of the activity with everything but its sign-ups, invitations, live room and audit
 * trail (decision 075): unpublished, a fresh preview (meeting status 0, not cancelled, whatever
 * the original's state), titled "… (copy)" in each language, its times moved ahead when the
 * original has started.
 */
export async function copyConsoleActivity(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.edit');
  const now = ctx.now();
  const { id: _id, searchText: _searchText, viewCount: _viewCount, ...rest } = row;
  const shift = copyShiftMs(row.startAt, now);
  const copy = await ctx.repos.consoleActivities.insert({
    ...rest,
    titleZh: copyTitle(row.titleZh, COPY_MARK['zh-CN'], 200)!,
    titleEn: copyTitle(row.titleEn, COPY_MARK.en, 300),
    titleTc: copyTitle(row.titleTc, COPY_MARK.tc, 200),
    meetingStatus: 0,
    startAt: shifted(row.startAt, shift)!,
    endAt: shifted(row.endAt, shift)!,
    signUpStartAt: shifted(row.signUpStartAt, shift),
    signUpEndAt: shifted(row.signUpEndAt, shift),
    published: false,
    recommended: false,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.repos.consoleParts.copyParts(row.id, copy.id, shift);
  await audit(ctx, actor, copy, 'activity.copy', { from: row.id });
  await refreshPublicViews(ctx, copy.id);
  return toDetail(ctx, copy);
}

export async function setConsoleActivityPublished(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
  published: boolean,
) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.publish');
  const updated = await ctx.repos.consoleActivities.update(activityId, row.companyId, {
    published,
    updatedAt: ctx.now(),
  });
  if (!updated) throw new AppError('FORBIDDEN');
  if (row.published !== published)
    await audit(ctx, actor, updated, published ? 'activity.publish' : 'activity.unpublish');
  await refreshPublicViews(ctx, activityId);
  return toDetail(ctx, updated);
}

/**
 * Cancels an activity (admins): it reads as ended from now on (no more sign-ups, the pages say it
 * is over), and everyone holding a seat or a waiting place gets an SMS (and an e-mail when the form
 * gave one) through the notification outbox, once per sign-up and channel however often this runs.
 * Payments of paid seats are flagged to be refunded and open orders cancelled.
 */
export async function cancelConsoleActivity(
  ctx: Ctx & Pick<ApiContext, 'notifications'>,
  request: FastifyRequest,
  activityId: number,
  reason: string,
) {
  const { actor, row } = await guardedActivity(ctx, request, activityId, 'activity.publish');
  const now = ctx.now();
  // Under the seat lock (decision 075): a decision on a sign-up lands before it or is refused.
  const updated =
    (await ctx.repos.signUps.inActivityLock(activityId, (ops) => ops.markCancelled(activityId, now))) ??
    (await ctx.repos.consoleActivities.byId(activityId));
  if (!updated) throw new AppError('NOT_FOUND');
  // Paid seats of a cancelled activity are owed back; open orders can no longer be paid (decision 078).
  // The sweep does the same for a cancellation this process did not finish (expire-unpaid-orders.ts).
  const { refundsFlagged } = await ctx.repos.payments.cancelActivityOrders(activityId, now);
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
  await audit(ctx, actor, updated, 'activity.cancel', { reason, notified, refundsFlagged });
  return { activity: await toDetail(ctx, updated), notified };
}

/** The tc fields are offered as a conversion of zh-CN (DESIGN §4), made with the site's own converter. */
export async function convertToTraditional(ctx: Ctx, request: FastifyRequest, texts: string[]) {
  const user = await requireUser(ctx, request);
  const access = await ctx.repos.companyMembers.forUser(user.userId);
  if (user.role !== 'operator' && access.length === 0) throw new AppError('FORBIDDEN');
  return { texts: texts.map((text) => toTraditional(text)) };
}
