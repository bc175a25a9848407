import { z } from 'zod';
import {
  consoleQuestionnaireSchema,
  publishQuestionnaireBodySchema,
  questionnaireActivityRefSchema,
  questionnaireResultsSchema,
  saveQuestionnaireBodySchema,
} from '../questionnaire.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** An activity's questionnaire in the sponsor console: author, publish, results, export (decision 046). */
export const consoleQuestionnaireCalls = {
  getConsoleQuestionnaire: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getQuestionnaire',
    summary: "The activity's questionnaire as the author edits it (null before the first save)",
    tags,
    input: questionnaireActivityRefSchema,
    result: consoleQuestionnaireSchema,
  }),
  saveQuestionnaire: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/saveQuestionnaire',
    summary: 'Create or replace the questionnaire (questions are locked once anyone answered; the times are not)',
    tags,
    input: saveQuestionnaireBodySchema,
    result: consoleQuestionnaireSchema,
  }),
  publishQuestionnaire: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/publishQuestionnaire',
    summary: 'Publish or withdraw the questionnaire; the live room hears of it when it opens',
    tags,
    input: publishQuestionnaireBodySchema,
    result: consoleQuestionnaireSchema,
  }),
  getQuestionnaireResults: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getQuestionnaireResults',
    summary: 'Per question: counts and percentages of each option, fill-in answers listed',
    tags,
    input: questionnaireActivityRefSchema,
    result: questionnaireResultsSchema,
  }),
  exportQuestionnaireResults: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/exportQuestionnaireResults',
    summary: "The results and every response as an XLSX file in the request's language (the envelope only for errors)",
    tags,
    input: questionnaireActivityRefSchema,
    result: z.never(),
  }),
};
