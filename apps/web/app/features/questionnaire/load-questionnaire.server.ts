import { data } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { QuestionnaireDetail } from '@roadshow/contracts/questionnaire';
import type { ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Why the questions are not shown: not logged in, or the activity's access rules say no. */
export interface Refusal {
  code: string;
  message: string;
}

function activityIdOf(url: URL): number {
  const activityId = Number(url.searchParams.get('activityId'));
  if (!Number.isInteger(activityId) || activityId < 1) throw data(null, { status: 404 });
  return activityId;
}

/**
 * /tab/question and /tab/questionType: the questionnaire's info (anyone), and for /tab/question its
 * detail (logged-in viewers the activity admits). A missing or unpublished questionnaire is a 404;
 * a refused detail is shown on the page with the API's message, in the page's language.
 */
export async function loadQuestionnairePage(api: ApiClient, url: URL, withDetail: boolean) {
  const activityId = activityIdOf(url);
  const info = await api.call(contract.questionnaire.getQuestionnaireInfo, { activityId }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'ACTIVITY_ID_INVALID'))
      throw data(null, { status: 404 });
    throw error;
  });
  let detail: QuestionnaireDetail | null = null;
  let refusal: Refusal | null = null;
  if (withDetail) {
    try {
      detail = await api.call(contract.questionnaire.getQuestionnaireDetail, { activityId });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 'NETWORK' || error.code === 'INTERNAL') throw error;
      refusal = { code: error.code, message: error.message };
    }
  }
  return { activityId, info, detail, refusal };
}
