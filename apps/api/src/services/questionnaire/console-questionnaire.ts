import type { FastifyRequest } from 'fastify';
import { roleMay } from '@roadshow/contracts/console';
import type { ConsoleQuestionnaire, QuestionnaireFields } from '@roadshow/contracts/questionnaire';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { QuestionnaireRow } from '../../repositories/questionnaire-repository.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { announceOpenedQuestionnaires } from './announce-opened-questionnaires.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'bus'>;

function toConsole(activityId: number, row: QuestionnaireRow | null, responseCount: number): ConsoleQuestionnaire {
  if (!row) return { activityId, questionnaire: null };
  return {
    activityId,
    questionnaire: {
      questionnaireId: row.id,
      published: row.published,
      responseCount,
      updatedAt: row.updatedAt.toISOString(),
      fields: {
        titleZh: row.titleZh,
        titleEn: row.titleEn,
        titleTc: row.titleTc,
        introZh: row.introZh,
        introEn: row.introEn,
        introTc: row.introTc,
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        questions: row.questions,
      },
    },
  };
}

/** The questionnaire as the author edits it (any member who may read results or edit it). */
export async function getConsoleQuestionnaire(ctx: Ctx, request: FastifyRequest, activityId: number) {
  await requireActivityRole(ctx, request, activityId, 'questionnaire.edit').catch(async (error: unknown) => {
    // An approver reads the questionnaire with its results; the edit form is the secretary's and admin's.
    if (error instanceof AppError && error.code === 'FORBIDDEN')
      return requireActivityRole(ctx, request, activityId, 'questionnaire.results');
    throw error;
  });
  const row = await ctx.repos.questionnaires.byActivity(activityId);
  return toConsole(activityId, row, row ? await ctx.repos.questionnaires.responseCount(row.id) : 0);
}

/** JSON with sorted keys: jsonb does not keep the order the keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Questions as stored: only the fields a question of its type uses. */
function storedQuestions(fields: QuestionnaireFields) {
  return fields.questions.map((question) => ({
    id: question.id,
    type: question.type,
    required: question.required,
    textZh: question.textZh,
    textEn: question.textEn,
    textTc: question.textTc,
    options: question.type === 'text' ? [] : question.options,
    minChoices: question.type === 'multiple' ? question.minChoices : null,
    maxChoices: question.type === 'multiple' ? question.maxChoices : null,
    maxLength: question.type === 'text' ? question.maxLength : null,
  }));
}

/**
 * Creates or replaces the questionnaire. Once anyone answered, the questions are locked (answers
 * refer to them) but texts of the title and the window may still change: a sponsor extends a
 * deadline. A published questionnaire is the admin's (decision 046): a secretary drafts until it is
 * published, then gets 403 QUESTIONNAIRE_PUBLISHED (the admin changes it, or withdraws it first).
 * The checks and the write run under the row's lock, which the first answer also takes.
 */
export async function saveQuestionnaire(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; fields: QuestionnaireFields },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'questionnaire.edit');
  const now = ctx.now();
  const questions = storedQuestions(input.fields);
  const { row, count } = await ctx.repos.questionnaires.inTransaction(input.activityId, async (ops) => {
    const before = await ops.byActivity(input.activityId);
    if (before?.published && !roleMay(actor.role, 'questionnaire.publish'))
      throw new AppError('QUESTIONNAIRE_PUBLISHED');
    const answered = before ? await ops.responseCount(before.id) : 0;
    if (before && answered > 0 && canonical(before.questions) !== canonical(questions))
      throw new AppError('QUESTIONNAIRE_LOCKED');
    const { questions: _drop, ...texts } = input.fields;
    void _drop;
    const saved = await ops.upsert({
      activityId: input.activityId,
      ...texts,
      startAt: new Date(input.fields.startAt),
      endAt: new Date(input.fields.endAt),
      questions,
      updatedBy: actor.user.userId,
      updatedAt: now,
    });
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: actor.companyId,
        activityId: input.activityId,
        action: before ? 'questionnaire.update' : 'questionnaire.create',
        targetType: 'questionnaire',
        targetId: saved.id,
        detail: { questions: questions.length, startAt: input.fields.startAt, endAt: input.fields.endAt },
      },
      now,
    );
    return { row: saved, count: answered };
  });
  // A published questionnaire moved into its window now is announced at once.
  if (row.published) await announceOpenedQuestionnaires(ctx, input.activityId);
  return toConsole(input.activityId, row, count);
}

/** Publishes or withdraws; the live room is told when a published questionnaire is open. */
export async function publishQuestionnaire(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; published: boolean },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'questionnaire.publish');
  const now = ctx.now();
  const row = await ctx.repos.questionnaires.inTransaction(input.activityId, async (ops) => {
    const changed = await ops.setPublished(input.activityId, input.published, actor.user.userId, now);
    if (!changed) throw new AppError('NOT_FOUND');
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: actor.companyId,
        activityId: input.activityId,
        action: input.published ? 'questionnaire.publish' : 'questionnaire.unpublish',
        targetType: 'questionnaire',
        targetId: changed.id,
      },
      now,
    );
    return changed;
  });
  if (input.published) await announceOpenedQuestionnaires(ctx, input.activityId);
  else await ctx.repos.questionnaires.clearAnnounced(input.activityId);
  return toConsole(input.activityId, row, await ctx.repos.questionnaires.responseCount(row.id));
}
