import type { FastifyRequest } from 'fastify';
import type { Lang } from '@roadshow/contracts/locale';
import {
  questionnairePhase,
  type AnswerItem,
  type QuestionnaireDetail,
  type QuestionnaireInfo,
  type WaitWrite,
} from '@roadshow/contracts/questionnaire';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { QuestionnaireRow } from '../../repositories/questionnaire-repository.ts';
import { assertAccess } from '../activity/get-gated-parts.ts';
import { loadActivity } from '../activity/load-activity.ts';
import { resolveViewer } from '../activity/viewer.ts';
import { currentUser, requireUser } from '../identity/current-user.ts';
import { localize } from '../i18n/localize.ts';
import { validateAnswers } from './validate-answers.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;

/** The activity's questionnaire if it is published; anything else is "not found" to viewers. */
async function publishedOf(ctx: Ctx, activityId: number): Promise<QuestionnaireRow> {
  await loadActivity(ctx, activityId);
  const row = await ctx.repos.questionnaires.byActivity(activityId);
  if (!row || !row.published) throw new AppError('NOT_FOUND');
  return row;
}

function infoOf(row: QuestionnaireRow, lang: Lang, now: Date, answered: boolean): QuestionnaireInfo {
  const typeCounts = { single: 0, multiple: 0, text: 0 };
  for (const question of row.questions) typeCounts[question.type] += 1;
  return {
    questionnaireId: row.id,
    activityId: row.activityId,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    intro: row.introZh ? localize(lang, row.introZh, row.introEn, row.introTc) : null,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
    phase: questionnairePhase(row.startAt, row.endAt, now),
    questionCount: row.questions.length,
    requiredCount: row.questions.filter((question) => question.required).length,
    typeCounts,
    answered,
  };
}

/** info: title, window and question types of a published questionnaire; anyone may read it. */
export async function getQuestionnaireInfo(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const row = await publishedOf(ctx, activityId);
  const user = await currentUser(ctx, request);
  const answered = user ? (await ctx.repos.questionnaires.responseOf(row.id, user.userId)) !== null : false;
  return infoOf(row, request.lang, ctx.now(), answered);
}

/**
 * detail: the questions, behind the meeting's access rules (the questionnaire is the attendees'),
 * and the caller's own answers once submitted. Logging in is required: answers belong to someone.
 */
export async function getQuestionnaireDetail(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
): Promise<QuestionnaireDetail> {
  const row = await publishedOf(ctx, activityId);
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  assertAccess(activity, await resolveViewer(ctx, request, activity), 'meeting');
  const response = await ctx.repos.questionnaires.responseOf(row.id, user.userId);
  const lang = request.lang;
  return {
    ...infoOf(row, lang, ctx.now(), response !== null),
    questions: row.questions.map((question) => ({
      questionId: question.id,
      type: question.type,
      required: question.required,
      text: localize(lang, question.textZh, question.textEn, question.textTc),
      options: question.options.map((option) => ({
        optionId: option.id,
        text: localize(lang, option.textZh, option.textEn, option.textTc),
      })),
      minChoices: question.minChoices,
      maxChoices: question.maxChoices,
      maxLength: question.maxLength,
    })),
    myAnswers: response?.answers ?? null,
    submittedAt: response?.submittedAt.toISOString() ?? null,
  };
}

/** The answers to store, or the refusal naming each failing question (spec §5), in the request's language. */
function checkedAnswers(questions: QuestionnaireRow['questions'], items: AnswerItem[], lang: Lang) {
  const { answers, problems } = validateAnswers(questions, items);
  if (problems.length === 0) return answers;
  const required = problems.find((problem) => problem.code === 'REQUIRED_MISSING');
  throw new AppError(required ? 'REQUIRED_MISSING' : problems[0]!.code, {
    fields: problems.map((problem) => ({
      path: `body.answers.${problem.questionId}`,
      message: errorMessage(problem.code, lang),
    })),
  });
}

/**
 * answer: one final submission (spec §5). Order of refusals: not logged in; the meeting's access
 * rules; outside the window ("the questionnaire has not started or has ended"); already submitted;
 * the answers themselves (each failing question named). The window and the answers are checked
 * again against the questionnaire as read under its row lock, where the response is stored, so a
 * save or a withdrawal in between cannot slip stale answers in; the unique key decides between
 * parallel submits, so a double click or ten tabs store one response.
 */
export async function answerQuestionnaire(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; answers: AnswerItem[] },
) {
  const user = await requireUser(ctx, request);
  const row = await publishedOf(ctx, input.activityId);
  const activity = await loadActivity(ctx, input.activityId);
  assertAccess(activity, await resolveViewer(ctx, request, activity), 'meeting');
  const now = ctx.now();
  if (questionnairePhase(row.startAt, row.endAt, now) !== 'open') throw new AppError('QUESTIONNAIRE_CLOSED');
  if (await ctx.repos.questionnaires.responseOf(row.id, user.userId)) throw new AppError('QUESTIONNAIRE_ANSWERED');
  const stored = await ctx.repos.questionnaires.insertResponse(
    { questionnaireId: row.id, userId: user.userId, submittedAt: now },
    (current) => {
      if (!current.published) throw new AppError('NOT_FOUND');
      if (questionnairePhase(current.startAt, current.endAt, now) !== 'open')
        throw new AppError('QUESTIONNAIRE_CLOSED');
      return checkedAnswers(current.questions, input.answers, request.lang);
    },
  );
  if (!stored) throw new AppError('QUESTIONNAIRE_ANSWERED');
  return { submittedAt: stored.submittedAt.toISOString() };
}

/**
 * check wait-write: the to-do badge of the activity page and the live room. Shown to a logged-in
 * viewer who may take part, while the questionnaire is open and not yet answered; never an error.
 */
export async function checkWaitWrite(ctx: Ctx, request: FastifyRequest, activityId: number): Promise<WaitWrite> {
  const none = { show: false, questionnaireId: null, endTime: null };
  const user = await currentUser(ctx, request);
  if (!user) return none;
  const row = await ctx.repos.questionnaires.byActivity(activityId);
  if (!row || !row.published || questionnairePhase(row.startAt, row.endAt, ctx.now()) !== 'open') return none;
  const activity = await loadActivity(ctx, activityId);
  try {
    assertAccess(activity, await resolveViewer(ctx, request, activity), 'meeting');
  } catch {
    return none;
  }
  if (await ctx.repos.questionnaires.responseOf(row.id, user.userId)) return none;
  return { show: true, questionnaireId: row.id, endTime: row.endAt.toISOString() };
}

/**
 * "My questionnaires to fill" for my-center: open, published, of activities the user is approved
 * for, not answered yet; titles in the reader's language.
 */
export async function listQuestionnairesToFill(ctx: Ctx, request: FastifyRequest) {
  const user = await requireUser(ctx, request);
  const rows = await ctx.repos.questionnaires.pendingForUser(user.userId, ctx.now());
  const lang = request.lang;
  return rows.map((row) => ({
    questionnaireId: row.questionnaireId,
    activityId: row.activityId,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    activityTitle: localize(lang, row.activityTitleZh, row.activityTitleEn, row.activityTitleTc),
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
  }));
}
