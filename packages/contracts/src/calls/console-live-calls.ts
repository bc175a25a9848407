import { z } from 'zod';
import {
  approveAnswerBodySchema,
  deskActivitySchema,
  deskFileSchema,
  deskQuestionRefSchema,
  deskQuestionSchema,
  draftAnswerBodySchema,
  liveDeskSchema,
  liveSwitchesBodySchema,
  moderateQuestionBodySchema,
  removeLiveFileBodySchema,
  returnAnswerBodySchema,
  setLiveStatusBodySchema,
  setLiveStreamBodySchema,
  uploadLiveFileBodySchema,
} from '../live-desk.ts';
import { defineCall } from './define-call.ts';

const tags = ['console live'];
const post = <I extends z.ZodType, R extends z.ZodType>(
  path: `/console/${string}`,
  summary: string,
  input: I,
  result: R,
) => defineCall<'POST', I, R>({ service: 'roadshow', method: 'POST', path, summary, tags, input, result });

/**
 * The console's live page (decision 043): room control, files, the Q&A desk and its review chain,
 * the IR activity record. Each call checks the caller's role in the activity's company.
 */
export const consoleLiveCalls = {
  getLiveDesk: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getLiveDesk',
    summary: 'The live room as the desk sees it: status, stream, switches, files, every question with its draft',
    tags,
    input: deskActivitySchema,
    result: liveDeskSchema,
  }),
  setLiveStream: post(
    '/console/setLiveStream',
    "Set the room's stream (provider stream name, or an https HLS URL); sets up the room",
    setLiveStreamBodySchema,
    liveDeskSchema,
  ),
  setLiveStatus: post(
    '/console/setLiveStatus',
    'Go live now, or end the webcast now',
    setLiveStatusBodySchema,
    liveDeskSchema,
  ),
  setLiveSwitches: post(
    '/console/setLiveSwitches',
    'Turn interaction or the question entrance on or off',
    liveSwitchesBodySchema,
    liveDeskSchema,
  ),
  uploadLiveFile: post(
    '/console/uploadLiveFile',
    'Add a file, poster or scene file to the room (type from the bytes, 8 MB at most)',
    uploadLiveFileBodySchema,
    deskFileSchema,
  ),
  removeLiveFile: post(
    '/console/removeLiveFile',
    'Take a file or poster out of the room',
    removeLiveFileBodySchema,
    z.object({ fileId: z.number().int() }),
  ),
  draftAnswer: post(
    '/console/draftAnswer',
    'Save the answer draft; a sensitive one goes to an approver',
    draftAnswerBodySchema,
    deskQuestionSchema,
  ),
  publishAnswer: post(
    '/console/publishAnswer',
    'Publish a plain (not sensitive) draft to the room',
    deskQuestionRefSchema,
    deskQuestionSchema,
  ),
  approveAnswer: post(
    '/console/approveAnswer',
    'Approve a sensitive draft (optionally edited) and publish it',
    approveAnswerBodySchema,
    deskQuestionSchema,
  ),
  returnAnswer: post(
    '/console/returnAnswer',
    "Send a sensitive draft back to its drafter with a reason (the review chain's reject step)",
    returnAnswerBodySchema,
    deskQuestionSchema,
  ),
  moderateQuestion: post(
    '/console/moderateQuestion',
    'Hide, pin, unpin a question; ban or unban its asker',
    moderateQuestionBodySchema,
    deskQuestionSchema,
  ),
  exportIrRecord: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/exportIrRecord',
    summary: 'The IR activity record (投资者关系活动记录表) as DOCX in zh-CN (the envelope only for errors)',
    tags,
    input: deskActivitySchema,
    result: z.never(),
  }),
};
