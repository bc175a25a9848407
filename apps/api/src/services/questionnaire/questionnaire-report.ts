import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { Lang } from '@roadshow/contracts/locale';
import type { QuestionnaireResults } from '@roadshow/contracts/questionnaire';
import type { ApiContext } from '../../context.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { localize } from '../i18n/localize.ts';
import { summarizeResponses } from './questionnaire-results.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/** The results page: per question, counts and percentages, fill-in answers listed. */
export async function getQuestionnaireResults(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
): Promise<QuestionnaireResults> {
  await requireActivityRole(ctx, request, activityId, 'questionnaire.results');
  const row = await ctx.repos.questionnaires.byActivity(activityId);
  if (!row) return { activityId, questionnaireId: null, title: '', responseCount: 0, questions: [] };
  const responses = await ctx.repos.questionnaires.responses(row.id);
  return {
    activityId,
    questionnaireId: row.id,
    title: localize(request.lang, row.titleZh, row.titleEn, row.titleTc),
    responseCount: responses.length,
    questions: summarizeResponses(row.questions, responses, request.lang),
  };
}

const WORDS: Record<
  Lang,
  Record<
    'summary' | 'responses' | 'question' | 'option' | 'count' | 'percent' | 'answered' | 'no' | 'submittedAt',
    string
  >
> = {
  'zh-CN': {
    summary: '统计',
    responses: '答卷',
    question: '题目',
    option: '选项',
    count: '人数',
    percent: '比例 (%)',
    answered: '作答人数',
    no: '序号',
    submittedAt: '提交时间',
  },
  en: {
    summary: 'Summary',
    responses: 'Responses',
    question: 'Question',
    option: 'Option',
    count: 'Count',
    percent: 'Share (%)',
    answered: 'Answered',
    no: 'No.',
    submittedAt: 'Submitted at',
  },
  tc: {
    summary: '統計',
    responses: '答卷',
    question: '題目',
    option: '選項',
    count: '人數',
    percent: '比例 (%)',
    answered: '作答人數',
    no: '序號',
    submittedAt: '提交時間',
  },
};

function chinaTime(date: Date) {
  return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
}

/**
 * The results as XLSX in the request's language: a summary sheet (each option's count and share,
 * the fill-in answers) and one row per response (anonymous: numbered, no user ids, as the sponsor
 * sees them on the page). Every export is logged.
 */
export async function exportQuestionnaireResults(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  activityId: number,
) {
  const actor = await requireActivityRole(ctx, request, activityId, 'questionnaire.export');
  const lang = request.lang;
  const words = WORDS[lang];
  const row = await ctx.repos.questionnaires.byActivity(activityId);
  const responses = row ? await ctx.repos.questionnaires.responses(row.id) : [];
  const questions = row?.questions ?? [];
  const results = summarizeResponses(questions, responses, lang);

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const summary = workbook.addWorksheet(words.summary);
  summary.addRow([words.question, words.option, words.count, words.percent, words.answered]).font = { bold: true };
  for (const [index, result] of results.entries()) {
    const heading = `${index + 1}. ${result.text}`;
    if (result.type === 'text') {
      summary.addRow([heading, '', '', '', result.answered]);
      for (const item of result.texts) summary.addRow(['', item.text]);
    } else
      for (const option of result.options)
        summary.addRow([heading, option.text, option.count, option.percent, result.answered]);
  }
  summary.columns.forEach((column, index) => {
    column.width = index === 0 || index === 1 ? 40 : 14;
  });

  const sheet = workbook.addWorksheet(words.responses);
  sheet.addRow([
    words.no,
    words.submittedAt,
    ...questions.map((q, i) => `${i + 1}. ${localize(lang, q.textZh, q.textEn, q.textTc)}`),
  ]).font = {
    bold: true,
  };
  // Oldest first, numbered in the order they came in.
  for (const [index, response] of [...responses].reverse().entries()) {
    sheet.addRow([
      index + 1,
      chinaTime(response.submittedAt),
      ...questions.map((question) => {
        const answer = response.answers.find((item) => item.questionId === question.id);
        if (!answer) return '';
        if (answer.text !== undefined) return answer.text;
        return question.options
          .filter((option) => answer.optionIds?.includes(option.id))
          .map((option) => localize(lang, option.textZh, option.textEn, option.textTc))
          .join('; ');
      }),
    ]);
  }
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId,
      action: 'questionnaire.export',
      targetType: 'questionnaire',
      targetId: row?.id ?? null,
      detail: { responses: responses.length, lang },
    },
    ctx.now(),
  );
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="questionnaire-${activityId}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
