import type { AnswerItem, ViewerQuestion } from '@roadshow/contracts/questionnaire';

/** What the form holds per question while the viewer types (choices and text both, by type). */
export type AnswerState = Record<string, { optionIds: string[]; text: string }>;

export type AnswerError =
  | { kind: 'required' }
  | { kind: 'tooFew'; min: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'server'; message: string };

export const DEFAULT_TEXT_LIMIT = 2000;

export function choiceBounds(question: ViewerQuestion): { min: number; max: number } {
  if (question.type === 'single') return { min: 1, max: 1 };
  return { min: question.minChoices ?? 1, max: question.maxChoices ?? question.options.length };
}

/** The same rules as the server (validate-answers.ts), so the page names every problem before sending. */
export function checkAnswers(questions: readonly ViewerQuestion[], state: AnswerState): Record<string, AnswerError> {
  const errors: Record<string, AnswerError> = {};
  for (const question of questions) {
    const value = state[question.questionId] ?? { optionIds: [], text: '' };
    if (question.type === 'text') {
      const text = value.text.trim();
      const max = question.maxLength ?? DEFAULT_TEXT_LIMIT;
      if (!text) {
        if (question.required) errors[question.questionId] = { kind: 'required' };
      } else if ([...text].length > max) errors[question.questionId] = { kind: 'tooLong', max };
      continue;
    }
    const count = value.optionIds.length;
    const { min, max } = choiceBounds(question);
    if (count === 0) {
      if (question.required) errors[question.questionId] = { kind: 'required' };
    } else if (count < min) errors[question.questionId] = { kind: 'tooFew', min };
    else if (count > max) errors[question.questionId] = { kind: 'tooMany', max };
  }
  return errors;
}

/** The submission: only what was answered (an empty optional question is no answer). */
export function toAnswerItems(questions: readonly ViewerQuestion[], state: AnswerState): AnswerItem[] {
  const items: AnswerItem[] = [];
  for (const question of questions) {
    const value = state[question.questionId];
    if (!value) continue;
    if (question.type === 'text') {
      if (value.text.trim()) items.push({ questionId: question.questionId, text: value.text.trim() });
    } else if (value.optionIds.length > 0) items.push({ questionId: question.questionId, optionIds: value.optionIds });
  }
  return items;
}

/** Submitted answers as form state (the read-only view after submitting). */
export function fromAnswerItems(items: readonly AnswerItem[]): AnswerState {
  const state: AnswerState = {};
  for (const item of items) state[item.questionId] = { optionIds: item.optionIds ?? [], text: item.text ?? '' };
  return state;
}
