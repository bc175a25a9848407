import type { AnswerItem } from '@roadshow/contracts/questionnaire';
import type { StoredAnswer, StoredQuestion } from '@roadshow/db/schema';
import type { ErrorCode } from '@roadshow/contracts/error-codes';

export interface AnswerProblem {
  questionId: string;
  code: ErrorCode;
}

/**
 * Checks a submission against the questions (spec §5: required items must be filled) and returns
 * the answers to store, in question order, with unknown questions and options dropped as problems.
 * An empty answer to an optional question is no answer; every problem is named, so the page can
 * mark each question.
 */
export function validateAnswers(
  questions: readonly StoredQuestion[],
  items: readonly AnswerItem[],
): { answers: StoredAnswer[]; problems: AnswerProblem[] } {
  const given = new Map<string, AnswerItem>();
  const problems: AnswerProblem[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const item of items) {
    if (!known.has(item.questionId) || given.has(item.questionId))
      problems.push({ questionId: item.questionId, code: 'BAD_REQUEST' });
    else given.set(item.questionId, item);
  }
  const answers: StoredAnswer[] = [];
  for (const question of questions) {
    const item = given.get(question.id);
    if (question.type === 'text') {
      const text = (item?.text ?? '').trim();
      if (text.length === 0) {
        if (question.required) problems.push({ questionId: question.id, code: 'REQUIRED_MISSING' });
        continue;
      }
      if (item?.optionIds?.length) problems.push({ questionId: question.id, code: 'BAD_REQUEST' });
      else if ([...text].length > (question.maxLength ?? 2000))
        problems.push({ questionId: question.id, code: 'ANSWER_TOO_LONG' });
      else answers.push({ questionId: question.id, text });
      continue;
    }
    const chosen = [...new Set(item?.optionIds ?? [])];
    if (chosen.length === 0) {
      if (question.required) problems.push({ questionId: question.id, code: 'REQUIRED_MISSING' });
      continue;
    }
    const options = new Set(question.options.map((option) => option.id));
    if (item?.text !== undefined && item.text.trim() !== '') {
      problems.push({ questionId: question.id, code: 'BAD_REQUEST' });
      continue;
    }
    if (chosen.some((id) => !options.has(id))) {
      problems.push({ questionId: question.id, code: 'BAD_REQUEST' });
      continue;
    }
    const min = question.type === 'single' ? 1 : (question.minChoices ?? 1);
    const max = question.type === 'single' ? 1 : (question.maxChoices ?? question.options.length);
    if (chosen.length < min || chosen.length > max) {
      problems.push({ questionId: question.id, code: 'CHOICE_COUNT_INVALID' });
      continue;
    }
    // Stored in the options' order, so equal answers compare equal.
    answers.push({
      questionId: question.id,
      optionIds: question.options.map((o) => o.id).filter((id) => chosen.includes(id)),
    });
  }
  return { answers, problems };
}
