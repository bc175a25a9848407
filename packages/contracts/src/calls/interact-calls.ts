import type { z } from 'zod';
import {
  answerBodySchema,
  askAuthSchema,
  askGuestListSchema,
  askQuestionBodySchema,
  interactBodySchema,
  interactFileListSchema,
  interactSwitchBodySchema,
  interactSwitchSchema,
  investorTypeSchema,
  livePasswordBodySchema,
  livePasswordResultSchema,
  newAnswerCountBodySchema,
  newAnswerCountSchema,
  nextToDoSchema,
  onlineCountSchema,
  playUrlBodySchema,
  playUrlSchema,
  questionListSchema,
  questionRefBodySchema,
  questionSchema,
  questionsListBodySchema,
  upvoteBodySchema,
} from '../live.ts';
import { defineCall } from './define-call.ts';

const tags = ['interact'];
const sponsorTags = ['interact sponsor'];

const post = <I extends z.ZodType, R extends z.ZodType>(
  path: `/interact/${string}`,
  summary: string,
  input: I,
  result: R,
  callTags: readonly string[] = tags,
) => defineCall<'POST', I, R>({ service: 'roadshow', method: 'POST', path, summary, tags: callTags, input, result });

/**
 * Spec §7 interaction service, under the spec's own names. Every call checks the viewer's access to
 * the meeting in the service layer (DESIGN §5); the SSE stream of the room is outside this table
 * (decision 034): GET /roadshow/interact/liveEvents?activityId=.
 */
export const interactCalls = {
  getInteractSwitch: post(
    '/interact/getInteractSwitch',
    'Interaction on, questions taken, password asked',
    interactBodySchema,
    interactSwitchSchema,
  ),
  getAskGuestList: post(
    '/interact/getAskGuestList',
    'The guests who take questions',
    interactBodySchema,
    askGuestListSchema,
  ),
  askQuestion: post(
    '/interact/askQuestion',
    'Ask a chosen guest a question (anonymous allowed; text moderated)',
    askQuestionBodySchema,
    questionSchema,
  ),
  getMyQuestions: post(
    '/interact/getMyQuestions',
    "The caller's own questions, newest first",
    interactBodySchema,
    questionListSchema,
  ),
  deleteMyQuestion: post(
    '/interact/deleteMyQuestion',
    'Delete one of the caller’s questions',
    questionRefBodySchema,
    questionRefBodySchema.pick({ questionId: true }),
  ),
  getQuestionsList: post(
    '/interact/getQuestionsList',
    'Answered questions, by upvotes or time; optionally one guest’s queue',
    questionsListBodySchema,
    questionListSchema,
  ),
  getNewAnswerCount: post(
    '/interact/getNewAnswerCount',
    'Answers published since a moment',
    newAnswerCountBodySchema,
    newAnswerCountSchema,
  ),
  getNextToDo: post(
    '/interact/getNextToDo',
    'The viewer’s next step before taking part',
    interactBodySchema,
    nextToDoSchema,
  ),
  getUserAskAuthStatus: post(
    '/interact/getUserAskAuthStatus',
    'Whether the caller may ask now, and why not',
    interactBodySchema,
    askAuthSchema,
  ),
  getAttendPersonInvestorType: post(
    '/interact/getAttendPersonInvestorType',
    'The investor type of the caller’s sign-up',
    interactBodySchema,
    investorTypeSchema,
  ),
  getInteractFileList: post(
    '/interact/getInteractFileList',
    'Files of the interaction panel',
    interactBodySchema,
    interactFileListSchema,
  ),
  getInteractFileListWeb: post(
    '/interact/getInteractFileListWeb',
    'Files of the interaction panel (web: files and posters)',
    interactBodySchema,
    interactFileListSchema,
  ),
  getPosterListWeb: post(
    '/interact/getPosterListWeb',
    'Posters of the room',
    interactBodySchema,
    interactFileListSchema,
  ),
  getInteractSceneFileList: post(
    '/interact/getInteractSceneFileList',
    'Scene files of the room',
    interactBodySchema,
    interactFileListSchema,
  ),
  checkLivePassword: post(
    '/interact/checkLivePassword',
    'Check the live password (rate limited)',
    livePasswordBodySchema,
    livePasswordResultSchema,
  ),
  upvoteQuestion: post(
    '/interact/upvoteQuestion',
    'Upvote a question (one per user; up false withdraws)',
    upvoteBodySchema,
    questionSchema,
  ),
  getLivePlayUrl: post(
    '/interact/getLivePlayUrl',
    'A signed, expiring play URL for this viewer (live or replay)',
    playUrlBodySchema,
    playUrlSchema,
  ),
  getOnlineCount: post('/interact/getOnlineCount', 'Viewers in the room now', interactBodySchema, onlineCountSchema),
  // The sponsor's side (the company's sponsors).
  answerQuestion: post(
    '/interact/sponsor/answerQuestion',
    'Publish the answer to a question',
    answerBodySchema,
    questionSchema,
    sponsorTags,
  ),
  hideQuestion: post(
    '/interact/sponsor/hideQuestion',
    'Hide a question from the room',
    questionRefBodySchema,
    questionSchema,
    sponsorTags,
  ),
  setInteractSwitch: post(
    '/interact/sponsor/setInteractSwitch',
    'Turn interaction or the question entrance on or off',
    interactSwitchBodySchema,
    interactSwitchSchema,
    sponsorTags,
  ),
  listQuestionsForSponsor: post(
    '/interact/sponsor/listQuestions',
    'Every question of the room, open ones first',
    interactBodySchema,
    questionListSchema,
    sponsorTags,
  ),
};
