import { describe, expect, it } from 'vitest';
import { homePageCalls } from '@roadshow/contracts/calls/home-page-calls';
import { indexHomeCalls } from '@roadshow/contracts/calls/index-home-calls';
import { logCalls } from '@roadshow/contracts/calls/log-calls';
import type { ApiCall } from '../server-context.ts';
import { ApiError, apiCall } from './api-call.ts';
import {
  ApiError as ClientApiError,
  apiCall as clientApiCall,
  browserTransport,
  createApiClient,
} from './api-client.ts';

/** A transport that records each call and answers with the given envelope. */
function recording(answer: unknown) {
  const calls: ApiCall[] = [];
  return {
    calls,
    transport: async (call: ApiCall) => {
      calls.push(call);
      return answer;
    },
  };
}

describe('apiCall: one contract entry, without the table', () => {
  it('sends a GET entry with its input as the query, in the language, and unwraps the result', async () => {
    const { calls, transport } = recording({ success: true, result: { roadShowSquareList: [] } });
    const result = await apiCall(transport, 'en', homePageCalls.getRoadShowSquareList, { tab: 3 });
    expect(result).toEqual({ roadShowSquareList: [] });
    expect(calls).toEqual([
      { method: 'GET', service: 'roadshow', path: '/homePage/getRoadShowSquareList', lang: 'en', query: { tab: 3 } },
    ]);
  });

  it('sends a POST entry with its input as the body', async () => {
    const { calls, transport } = recording({ success: true, result: true });
    const body = { moduleType: 'home', moduleId: '', userId: '', enterFrom: '' };
    await apiCall(transport, 'tc', logCalls.insertPageLog, body);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/insertPage/insertPageLog', lang: 'tc', body });
  });

  it('turns a refusal into an ApiError with the code, message and fields', async () => {
    const fields = [{ path: 'body.x', message: 'bad' }];
    const { transport } = recording({ success: false, errorCode: 'UNAUTHORIZED', errorMsg: '请先登录', fields });
    const failure = apiCall(transport, 'zh-CN', indexHomeCalls.userLogout, {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: '请先登录', fields });
  });

  it('is what api-client re-exports, so existing imports keep working', async () => {
    expect(ClientApiError).toBe(ApiError);
    expect(clientApiCall).toBe(apiCall);
    expect(typeof browserTransport).toBe('function');
    const { calls, transport } = recording({ success: true, result: { roadShowSquareList: [] } });
    await createApiClient(transport, 'en').squareList(2);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/homePage/getRoadShowSquareList', query: { tab: 2 } });
  });
});
