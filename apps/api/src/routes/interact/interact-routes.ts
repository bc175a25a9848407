import { interactCalls as calls } from '@roadshow/contracts/calls/interact-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { askQuestion, getAskAuthStatus } from '../../services/live/ask-question.ts';
import { checkLivePassword } from '../../services/live/live-password.ts';
import { getNextToDo } from '../../services/live/next-to-do.ts';
import {
  deleteMyQuestion,
  getMyQuestions,
  getNewAnswerCount,
  getOnlineCount,
  getQuestionsList,
  upvoteQuestion,
} from '../../services/live/room-questions.ts';
import {
  getAskGuestList,
  getAttendPersonInvestorType,
  getInteractSwitch,
  getLivePlayUrl,
  listInteractFiles,
} from '../../services/live/room-settings.ts';
import {
  answerQuestion,
  hideQuestion,
  listQuestionsForSponsor,
  setInteractSwitch,
} from '../../services/live/sponsor-desk.ts';
import type { ApiApp } from '../types.ts';

/** Spec §7 interaction service (contract: interact-calls.ts); every call passes the meeting's gate. */
export function interactRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getInteractSwitch, (input, request) => getInteractSwitch(ctx, request, input.activityId));
  routeCall(app, calls.getAskGuestList, (input, request) =>
    getAskGuestList(ctx, request, request.lang, input.activityId),
  );
  routeCall(app, calls.askQuestion, (input, request) => askQuestion(ctx, request, input));
  routeCall(app, calls.getMyQuestions, (input, request) => getMyQuestions(ctx, request, input.activityId));
  routeCall(app, calls.deleteMyQuestion, (input, request) => deleteMyQuestion(ctx, request, input));
  routeCall(app, calls.getQuestionsList, (input, request) => getQuestionsList(ctx, request, input));
  routeCall(app, calls.getNewAnswerCount, (input, request) => getNewAnswerCount(ctx, request, input));
  routeCall(app, calls.getNextToDo, (input, request) => getNextToDo(ctx, request, input.activityId));
  routeCall(app, calls.getUserAskAuthStatus, (input, request) =>
    getAskAuthStatus(ctx, request, request.lang, input.activityId),
  );
  routeCall(app, calls.getAttendPersonInvestorType, (input, request) =>
    getAttendPersonInvestorType(ctx, request, input.activityId),
  );
  routeCall(app, calls.getInteractFileList, (input, request) =>
    listInteractFiles(ctx, request, input.activityId, ['file']),
  );
  routeCall(app, calls.getInteractFileListWeb, (input, request) =>
    listInteractFiles(ctx, request, input.activityId, ['file', 'poster']),
  );
  routeCall(app, calls.getPosterListWeb, (input, request) =>
    listInteractFiles(ctx, request, input.activityId, ['poster']),
  );
  routeCall(app, calls.getInteractSceneFileList, (input, request) =>
    listInteractFiles(ctx, request, input.activityId, ['scene']),
  );
  routeCall(app, calls.checkLivePassword, (input, request) => checkLivePassword(ctx, request, input));
  routeCall(app, calls.upvoteQuestion, (input, request) => upvoteQuestion(ctx, request, input));
  routeCall(app, calls.getLivePlayUrl, (input, request) => getLivePlayUrl(ctx, request, input));
  routeCall(app, calls.getOnlineCount, (input, request) => getOnlineCount(ctx, request, input.activityId));
  routeCall(app, calls.answerQuestion, (input, request) => answerQuestion(ctx, request, input));
  routeCall(app, calls.hideQuestion, (input, request) => hideQuestion(ctx, request, input));
  routeCall(app, calls.setInteractSwitch, (input, request) => setInteractSwitch(ctx, request, input));
  routeCall(app, calls.listQuestionsForSponsor, (input, request) =>
    listQuestionsForSponsor(ctx, request, input.activityId),
  );
}
