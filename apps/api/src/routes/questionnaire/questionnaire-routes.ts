import { consoleQuestionnaireCalls as consoleCalls } from '@roadshow/contracts/calls/console-questionnaire-calls';
import { questionnaireCalls as calls } from '@roadshow/contracts/calls/questionnaire-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import {
  getConsoleQuestionnaire,
  publishQuestionnaire,
  saveQuestionnaire,
} from '../../services/questionnaire/console-questionnaire.ts';
import {
  exportQuestionnaireResults,
  getQuestionnaireResults,
} from '../../services/questionnaire/questionnaire-report.ts';
import {
  answerQuestionnaire,
  checkWaitWrite,
  getQuestionnaireDetail,
  getQuestionnaireInfo,
} from '../../services/questionnaire/viewer-questionnaire.ts';
import type { ApiApp } from '../types.ts';

/**
 * Spec §7 questionnaire service (contract: questionnaire-calls.ts) and the console's questionnaire
 * calls (console-questionnaire-calls.ts), whose services check the caller's role (decision 046).
 */
export function questionnaireRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getQuestionnaireInfo, (input, request) => getQuestionnaireInfo(ctx, request, input.activityId));
  routeCall(app, calls.getQuestionnaireDetail, (input, request) =>
    getQuestionnaireDetail(ctx, request, input.activityId),
  );
  routeCall(app, calls.answerQuestionnaire, (input, request) => answerQuestionnaire(ctx, request, input));
  routeCall(app, calls.checkWaitWrite, (input, request) => checkWaitWrite(ctx, request, input.activityId));

  routeCall(app, consoleCalls.getConsoleQuestionnaire, (input, request) =>
    getConsoleQuestionnaire(ctx, request, input.activityId),
  );
  routeCall(app, consoleCalls.saveQuestionnaire, (input, request) => saveQuestionnaire(ctx, request, input));
  routeCall(app, consoleCalls.publishQuestionnaire, (input, request) => publishQuestionnaire(ctx, request, input));
  routeCall(app, consoleCalls.getQuestionnaireResults, (input, request) =>
    getQuestionnaireResults(ctx, request, input.activityId),
  );
  routeCall(app, consoleCalls.exportQuestionnaireResults, (input, request, reply) =>
    exportQuestionnaireResults(ctx, request, reply, input.activityId),
  );
}
