import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '@roadshow/db/schema';
import { validateAnswers } from './validate-answers.ts';

const base = { textEn: null, textTc: null, minChoices: null, maxChoices: null, maxLength: null };
const opts = (...ids: string[]) => ids.map((id) => ({ id, textZh: id, textEn: null, textTc: null }));
const questions: StoredQuestion[] = [
  { ...base, id: 's', type: 'single', required: true, textZh: '单选', options: opts('a', 'b', 'c') },
  {
    ...base,
    id: 'm',
    type: 'multiple',
    required: true,
    textZh: '多选',
    options: opts('x', 'y', 'z'),
    minChoices: 2,
    maxChoices: 3,
  },
  { ...base, id: 't', type: 'text', required: false, textZh: '填空', options: [], maxLength: 5 },
];

describe('validateAnswers', () => {
  it('takes a complete submission, options in the question order, text trimmed', () => {
    const { answers, problems } = validateAnswers(questions, [
      { questionId: 's', optionIds: ['b'] },
      { questionId: 'm', optionIds: ['z', 'x', 'x'] },
      { questionId: 't', text: '  好的  ' },
    ]);
    expect(problems).toEqual([]);
    expect(answers).toEqual([
      { questionId: 's', optionIds: ['b'] },
      { questionId: 'm', optionIds: ['x', 'z'] },
      { questionId: 't', text: '好的' },
    ]);
  });

  it('names every required item left empty; an empty optional one is no answer', () => {
    const { answers, problems } = validateAnswers(questions, [{ questionId: 't', text: '   ' }]);
    expect(answers).toEqual([]);
    expect(problems).toEqual([
      { questionId: 's', code: 'REQUIRED_MISSING' },
      { questionId: 'm', code: 'REQUIRED_MISSING' },
    ]);
  });

  it.each([
    [[{ questionId: 's', optionIds: ['a', 'b'] }], 's', 'CHOICE_COUNT_INVALID'],
    [[{ questionId: 'm', optionIds: ['x'] }], 'm', 'CHOICE_COUNT_INVALID'],
    [[{ questionId: 's', optionIds: ['nope'] }], 's', 'BAD_REQUEST'],
    [[{ questionId: 't', text: '六个字符啊啊' }], 't', 'ANSWER_TOO_LONG'],
    [[{ questionId: 'ghost', text: 'x' }], 'ghost', 'BAD_REQUEST'],
    [[{ questionId: 's', optionIds: ['a'], text: 'x' }], 's', 'BAD_REQUEST'],
  ] as const)('refuses %j', (items, questionId, code) => {
    const { problems } = validateAnswers(questions, items as never);
    expect(problems).toContainEqual({ questionId, code });
  });

  it('counts characters, not UTF-16 units, against the length limit', () => {
    const { problems } = validateAnswers(questions, [
      { questionId: 's', optionIds: ['a'] },
      { questionId: 'm', optionIds: ['x', 'y'] },
      { questionId: 't', text: '😀😀😀😀😀' },
    ]);
    expect(problems).toEqual([]);
  });
});
