import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertTextPasses } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ApiContext } from '../../context.ts';
import { roleMay, type ConsolePermission } from '@roadshow/contracts/console';
import type { DeskQuestion, MODERATIONS } from '@roadshow/contracts/live-desk';
import type { Lang } from '@roadshow/contracts/locale';
import type { QuestionRow } from '../../repositories/live-repository.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { publishDeskEvent, publishLiveEvent, revokeViewer } from './live-hub.ts';
import { toQuestionView } from './question-view.ts';

type DeskCtx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'bus'>;

/**
 * The sponsor's side of the room, behind the console's one guard (decision 030): the role of the
 * activity's company decides (qa.read, qa.publish, qa.moderate, and decision 043's qa.draft and
 * qa.approve); every change goes to the audit log. The review chain: the secretary drafts; a plain
 * draft is published by the desk, a sensitive one only by an approver, who may edit it first.
 */
export async function requireRoomSponsor(
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

export function auditDesk(
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

export async function questionOrNotFound(ctx: DeskCtx, activityId: number, questionId: number) {
  const row = await ctx.repos.live.question(activityId, questionId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Decision 035's direct answer, for its callers (qa.publish), now inside the review chain (decision
 * 074): the text passes the content moderation like every desk answer, and while a sensitive draft
 * waits for its approver the call is refused (409 ANSWER_NEEDS_APPROVAL: approveAnswer is the only
 * way such an answer goes out, and it is what the audit log records). Otherwise the answer is
 * published (or corrected), any draft in progress settled, and every viewer told.
 */
export async function answerQuestion(
  ctx: DeskCtx & Pick<ApiContext, 'moderation'>,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; text: string },
) {
  const { user, actor, settings } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.publish');
  const before = await questionOrNotFound(ctx, input.activityId, input.questionId);
  if (before.state === 'hidden') throw new AppError('NOT_FOUND');
  await assertTextPasses(ctx.moderation, input.text, request.lang);
  const outcome = await ctx.repos.liveDesk.publishDirect({
    questionId: before.id,
    text: input.text,
    publishedBy: user.userId,
    now: ctx.now(),
  });
  if (outcome === 'review') throw new AppError('ANSWER_NEEDS_APPROVAL');
  await auditDesk(ctx, actor, input.activityId, 'qa.answer', before.id);
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: before.id, change: 'published' });
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
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: before.id, change: 'hidden' });
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

// The console's desk (decision 043): every question with its draft, the review chain, pins and bans.

type DraftRow = NonNullable<Awaited<ReturnType<DeskCtx['repos']['liveDesk']['draft']>>>;

function toDeskQuestion(
  row: QuestionRow,
  draft: DraftRow | null | undefined,
  banned: ReadonlySet<string>,
  lang: Lang,
  recordingStartedAt: Date | null,
): DeskQuestion {
  return {
    ...toQuestionView(row, { lang, userId: null, upvoted: new Set(), recordingStartedAt }),
    draft: draft
      ? {
          text: draft.text,
          sensitive: draft.sensitive,
          state: draft.state as NonNullable<DeskQuestion['draft']>['state'],
          draftedBy: draft.draftedBy,
          publishedBy: draft.publishedBy,
          returnReason: draft.returnReason,
          returnedBy: draft.returnedBy,
          updatedAt: draft.updatedAt.toISOString(),
        }
      : null,
    askerBanned: banned.has(row.userId),
  };
}

/** Every question of the room for the desk, open ones first (pinned, then by votes), with drafts. */
export async function deskQuestions(ctx: DeskCtx, lang: Lang, activityId: number, recordingStartedAt: Date | null) {
  const [byState, drafts, banned] = await Promise.all([
    Promise.all(
      (['open', 'answered', 'hidden'] as const).map((state) =>
        ctx.repos.live.questionsIn(activityId, [state], { sort: 'votes' }),
      ),
    ),
    ctx.repos.liveDesk.drafts(activityId),
    ctx.repos.liveDesk.bannedUsers(activityId),
  ]);
  const draftOf = new Map(drafts.map((draft) => [draft.questionId, draft]));
  return byState.flat().map((row) => toDeskQuestion(row, draftOf.get(row.id), banned, lang, recordingStartedAt));
}

async function deskQuestion(ctx: DeskCtx, request: FastifyRequest, activityId: number, questionId: number) {
  const [row, draft, banned, settings] = await Promise.all([
    questionOrNotFound(ctx, activityId, questionId),
    ctx.repos.liveDesk.draft(questionId),
    ctx.repos.liveDesk.bannedUsers(activityId),
    ctx.repos.live.settings(activityId),
  ]);
  return toDeskQuestion(row, draft, banned, request.lang, settings?.recordingStartedAt ?? null);
}

/**
 * Who may draft (and publish a plain draft of) the answer to this question: qa.draft, or a guest
 * member for a question addressed to a speaker they are (qa.draftOwn, decision 076); anyone else
 * of the company 403, like a stranger.
 */
async function requireDrafter(ctx: DeskCtx, request: FastifyRequest, activityId: number, questionId: number) {
  const room = await requireRoomSponsor(ctx, request, activityId, 'qa.read');
  const question = await questionOrNotFound(ctx, activityId, questionId);
  if (roleMay(room.actor.role, 'qa.draft')) return { ...room, question };
  const own =
    roleMay(room.actor.role, 'qa.draftOwn') &&
    question.guestId !== null &&
    (await ctx.repos.consoleParts.guests(activityId)).some(
      (guest) => guest.id === question.guestId && guest.memberUserId === room.user.userId,
    );
  if (!own) throw new AppError('FORBIDDEN');
  return { ...room, question };
}

/**
 * A secretary (or anyone with qa.draft, or the question's own guest) saves the answer; sensitive ones
 * wait for an approver. The text passes the platform's content moderation (decision 055) before it is
 * kept, so nothing the desk publishes later went unchecked.
 */
export async function draftAnswer(
  ctx: DeskCtx & Pick<ApiContext, 'moderation'>,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; text: string; sensitive: boolean },
) {
  const { user, actor, question } = await requireDrafter(ctx, request, input.activityId, input.questionId);
  if (question.state === 'hidden') throw new AppError('NOT_FOUND');
  await assertTextPasses(ctx.moderation, input.text, request.lang);
  await ctx.repos.liveDesk.saveDraft({ ...input, draftedBy: user.userId, now: ctx.now() });
  await auditDesk(ctx, actor, input.activityId, input.sensitive ? 'qa.submit' : 'qa.draft', question.id, {
    sensitive: input.sensitive,
  });
  await publishDeskEvent(ctx.bus, input.activityId, 'question', {
    questionId: question.id,
    change: input.sensitive ? 'submitted' : 'drafted',
  });
  return deskQuestion(ctx, request, input.activityId, question.id);
}

/** Publishes a plain draft. A sensitive one is refused here: only approveAnswer publishes it. */
export async function publishDraftAnswer(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; questionId: number },
) {
  const { user, actor, question } = await requireDrafter(ctx, request, input.activityId, input.questionId);
  const draft = await ctx.repos.liveDesk.draft(question.id);
  if (draft?.state === 'review') throw new AppError('ANSWER_NEEDS_APPROVAL');
  if (draft?.state !== 'draft' || question.state === 'hidden') throw new AppError('ANSWER_STATE_CONFLICT');
  const published = await ctx.repos.liveDesk.publishDraft({
    questionId: question.id,
    fromState: 'draft',
    text: draft.text,
    publishedBy: user.userId,
    now: ctx.now(),
  });
  if (!published) throw new AppError('ANSWER_STATE_CONFLICT');
  await auditDesk(ctx, actor, input.activityId, 'qa.publish', question.id);
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: question.id, change: 'published' });
  await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: question.id, guestId: question.guestId });
  return deskQuestion(ctx, request, input.activityId, question.id);
}

/**
 * The approver's step: a sensitive draft, as written or edited, goes public. Conditional on the draft
 * still waiting, so two approvals (or an approval and a new draft) racing publish once.
 */
export async function approveAnswer(
  ctx: DeskCtx & Pick<ApiContext, 'moderation'>,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; text?: string },
) {
  const { user, actor } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.approve');
  const question = await questionOrNotFound(ctx, input.activityId, input.questionId);
  const draft = await ctx.repos.liveDesk.draft(question.id);
  if (draft?.state !== 'review' || question.state === 'hidden') throw new AppError('ANSWER_STATE_CONFLICT');
  const text = input.text ?? draft.text;
  // The approver's edit is new text: it passes the same check as the draft did.
  if (text !== draft.text) await assertTextPasses(ctx.moderation, text, request.lang);
  const published = await ctx.repos.liveDesk.publishDraft({
    questionId: question.id,
    fromState: 'review',
    text,
    publishedBy: user.userId,
    now: ctx.now(),
  });
  if (!published) throw new AppError('ANSWER_STATE_CONFLICT');
  await auditDesk(ctx, actor, input.activityId, 'qa.approve', question.id, { edited: text !== draft.text });
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: question.id, change: 'published' });
  await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: question.id, guestId: question.guestId });
  return deskQuestion(ctx, request, input.activityId, question.id);
}

/**
 * The review chain's reject step (decision 074): the approver sends a sensitive draft back to its
 * drafter with a reason, instead of publishing it. Only a draft still waiting moves (an approval
 * racing it wins or loses as a whole); the drafter sees the reason and drafts again, which sends it
 * for approval anew. Audited as `qa.return` with the reason.
 */
export async function returnAnswer(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; reason: string },
) {
  const { user, actor } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.approve');
  const question = await questionOrNotFound(ctx, input.activityId, input.questionId);
  const returned = await ctx.repos.liveDesk.returnDraft({
    questionId: question.id,
    reason: input.reason,
    returnedBy: user.userId,
    now: ctx.now(),
  });
  if (!returned) throw new AppError('ANSWER_STATE_CONFLICT');
  await auditDesk(ctx, actor, input.activityId, 'qa.return', question.id, { reason: input.reason });
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: question.id, change: 'returned' });
  return deskQuestion(ctx, request, input.activityId, question.id);
}

/** Hide, pin or unpin a question; ban or unban its asker (who is never named to the desk). */
export async function moderateQuestion(
  ctx: DeskCtx,
  request: FastifyRequest,
  input: { activityId: number; questionId: number; action: (typeof MODERATIONS)[number] },
) {
  const { user, actor } = await requireRoomSponsor(ctx, request, input.activityId, 'qa.moderate');
  const question = await questionOrNotFound(ctx, input.activityId, input.questionId);
  const now = ctx.now();
  let detail: Record<string, unknown> | undefined;
  if (input.action === 'hide') await ctx.repos.live.setQuestionState(question.id, 'hidden');
  else if (input.action === 'pin') await ctx.repos.liveDesk.setPinned(question.id, now);
  else if (input.action === 'unpin') await ctx.repos.liveDesk.setPinned(question.id, null);
  else if (input.action === 'ban')
    detail = { hidden: await ctx.repos.liveDesk.ban(input.activityId, question.userId, user.userId, now) };
  else await ctx.repos.liveDesk.unban(input.activityId, question.userId);
  await auditDesk(ctx, actor, input.activityId, `qa.${input.action}`, question.id, detail);
  const change = ({ hide: 'hidden', pin: 'pinned', unpin: 'unpinned', ban: 'banned', unban: 'unbanned' } as const)[
    input.action
  ];
  await publishDeskEvent(ctx.bus, input.activityId, 'question', { questionId: question.id, change });
  // A barred viewer's open streams end and stay shut (decision 073).
  if (input.action === 'ban') await revokeViewer(ctx.bus, input.activityId, question.userId);
  // Viewers see answered questions only: their lists change when one of those moves.
  if (question.state === 'answered')
    await publishLiveEvent(ctx.bus, input.activityId, 'answer', { questionId: question.id, guestId: question.guestId });
  return deskQuestion(ctx, request, input.activityId, question.id);
}
