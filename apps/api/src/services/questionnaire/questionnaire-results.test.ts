import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '@roadshow/db/schema';
import { summarizeResponses } from './questionnaire-results.ts';

const base = { textEn: null, textTc: null, minChoices: null, maxChoices: null, maxLength: null, required: true };
const questions: StoredQuestion[] = [
  {
    ...base,
    id: 'm',
    type: 'multiple',
    textZh: '多选',
    textEn: 'Many',
    options: [
      { id: 'x', textZh: '甲', textEn: 'A', textTc: null },
      { id: 'y', textZh: '乙', textEn: null, textTc: null },
      { id: 'z', textZh: '丙', textEn: null, textTc: null },
    ],
  },
  { ...base, id: 't', type: 'text', required: false, textZh: '填空', options: [] },
];

describe('summarizeResponses', () => {
  it('counts options over the respondents who answered, with one-decimal percentages', () => {
    const at = new Date('2026-11-20T00:00:00Z');
    const [multi, text] = summarizeResponses(
      questions,
      [
        {
          answers: [
            { questionId: 'm', optionIds: ['x', 'y'] },
            { questionId: 't', text: '最新' },
          ],
          submittedAt: at,
        },
        { answers: [{ questionId: 'm', optionIds: ['x'] }], submittedAt: at },
        {
          answers: [
            { questionId: 'm', optionIds: ['z'] },
            { questionId: 't', text: '较早' },
          ],
          submittedAt: at,
        },
      ],
      'en',
    );
    expect(multi).toMatchObject({ text: 'Many', answered: 3 });
    expect(multi!.options).toEqual([
      { optionId: 'x', text: 'A', count: 2, percent: 66.7 },
      { optionId: 'y', text: '乙', count: 1, percent: 33.3 },
      { optionId: 'z', text: '丙', count: 1, percent: 33.3 },
    ]);
    expect(text).toMatchObject({ answered: 2, options: [] });
    expect(text!.texts.map((item) => item.text)).toEqual(['最新', '较早']);
  });

  it('answers zeros, not NaN, before anyone answered', () => {
    const [multi] = summarizeResponses(questions, [], 'tc');
    expect(multi!.options.map((option) => option.percent)).toEqual([0, 0, 0]);
    expect(multi!.text).toBe('多選');
  });
});
