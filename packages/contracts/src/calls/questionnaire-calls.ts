import type { z } from 'zod';
import {
  answerQuestionnaireBodySchema,
  answerQuestionnaireResultSchema,
  questionnaireBodySchema,
  questionnaireDetailSchema,
  questionnaireInfoSchema,
  waitWriteSchema,
} from '../questionnaire.ts';
import { defineCall } from './define-call.ts';

const tags = ['questionnaire'];
const post = <I extends z.ZodType, R extends z.ZodType>(
  path: `/questionnaire/${string}`,
  summary: string,
  input: I,
  result: R,
) => defineCall<'POST', I, R>({ service: 'roadshow', method: 'POST', path, summary, tags, input, result });

/** Spec §7 questionnaire service: info, detail, answer, and whether to show "wait-write" (decision 046). */
export const questionnaireCalls = {
  getQuestionnaireInfo: post(
    '/questionnaire/getQuestionnaireInfo',
    "A published questionnaire's title, window, phase and question types; whether the caller answered",
    questionnaireBodySchema,
    questionnaireInfoSchema,
  ),
  getQuestionnaireDetail: post(
    '/questionnaire/getQuestionnaireDetail',
    "The questions (the meeting's access rules apply) and the caller's submitted answers",
    questionnaireBodySchema,
    questionnaireDetailSchema,
  ),
  answerQuestionnaire: post(
    '/questionnaire/answerQuestionnaire',
    'Submit the answers once: required items filled, inside the window; a second submit is 409',
    answerQuestionnaireBodySchema,
    answerQuestionnaireResultSchema,
  ),
  checkWaitWrite: post(
    '/questionnaire/checkWaitWrite',
    'Whether the caller has an open questionnaire of this activity still to fill (the to-do badge)',
    questionnaireBodySchema,
    waitWriteSchema,
  ),
};
