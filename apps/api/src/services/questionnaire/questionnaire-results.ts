import type { Lang } from '@roadshow/contracts/locale';
import type { QuestionResult } from '@roadshow/contracts/questionnaire';
import type { StoredAnswer, StoredQuestion } from '@roadshow/db/schema';
import { localize } from '../i18n/localize.ts';

/**
 * Per question: how many respondents answered it, each option's count and its percentage of those
 * respondents (one decimal; a multiple-choice question's percentages may add up past 100), and the
 * fill-in texts newest first (responses arrive newest first).
 */
export function summarizeResponses(
  questions: readonly StoredQuestion[],
  responses: readonly { answers: StoredAnswer[]; submittedAt: Date }[],
  lang: Lang,
): QuestionResult[] {
  return questions.map((question) => {
    const counts = new Map(question.options.map((option) => [option.id, 0]));
    const texts: QuestionResult['texts'] = [];
    let answered = 0;
    for (const response of responses) {
      const answer = response.answers.find((item) => item.questionId === question.id);
      if (!answer) continue;
      answered += 1;
      if (answer.text !== undefined) texts.push({ text: answer.text, submittedAt: response.submittedAt.toISOString() });
      for (const id of answer.optionIds ?? []) if (counts.has(id)) counts.set(id, counts.get(id)! + 1);
    }
    return {
      questionId: question.id,
      type: question.type,
      text: localize(lang, question.textZh, question.textEn, question.textTc),
      required: question.required,
      answered,
      options: question.options.map((option) => {
        const count = counts.get(option.id) ?? 0;
        return {
          optionId: option.id,
          text: localize(lang, option.textZh, option.textEn, option.textTc),
          count,
          percent: answered === 0 ? 0 : Math.round((count / answered) * 1000) / 10,
        };
      }),
      texts,
    };
  });
}
