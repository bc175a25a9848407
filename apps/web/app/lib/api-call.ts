import type { Envelope } from '@roadshow/contracts/envelope';
import type { CallDefinition, CallInput, CallResult } from '@roadshow/contracts/calls/define-call';
import type { Lang } from '@roadshow/contracts/locale';
import { callParameters, callUrlPath, type ApiCall, type ApiTransport } from '../server-context.ts';
import { ApiError } from './api-error.ts';

// The core of the web client without the contract table: a caller passes the one entry it makes
// (imported from its area file, e.g. calls/log-calls.ts), so a page's chunk carries only the entries
// it calls. The home page's modules use this directly (its JS budget, decision 058); api-client.ts
// builds the full client with the site's part of the table on top of it.

export { ApiError };

/** The arguments of a contract call: its input, or nothing for a call without one. */
export type CallArgs<D extends CallDefinition> = CallInput<D> extends undefined ? [] : [input: CallInput<D>];

/** Makes one call of the contract table, typed from its entry. */
export type Send = <D extends CallDefinition>(definition: D, ...input: CallArgs<D>) => Promise<CallResult<D>>;

/** One call of the contract table over a transport, in a language; its answer unwrapped from the envelope. */
export async function apiCall<D extends CallDefinition>(
  transport: ApiTransport,
  lang: Lang,
  definition: D,
  ...[input]: CallArgs<D>
): Promise<CallResult<D>> {
  const { method, service, path } = definition;
  const request: ApiCall =
    method === 'GET'
      ? { method, service, path, lang, query: input as ApiCall['query'] }
      : { method, service, path, lang, body: input ?? {} };
  const answer = (await transport(request)) as Envelope<CallResult<D>>;
  if (!answer.success) throw new ApiError(answer.errorCode, answer.errorMsg, answer.fields);
  return answer.result;
}

/** `send(entry, input)` bound to a transport and a language. */
export function createSend(transport: ApiTransport, lang: Lang): Send {
  return (definition, ...input) => apiCall(transport, lang, definition, ...input);
}

/** The browser's transport: same-origin fetch of /roadshow, JSON in and out. */
export const browserTransport: ApiTransport = async (call) => {
  const { method, body } = call;
  const url = new URL(callUrlPath(call), window.location.origin);
  url.search = new URLSearchParams(callParameters(call)).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: method === 'POST',
    });
  } catch (error) {
    throw new ApiError('NETWORK', error instanceof Error ? error.message : 'network error');
  }
  return response.json();
};
