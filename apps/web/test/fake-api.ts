import { vi } from 'vitest';

type Answer =
  { success: true; result: unknown } | { success: false; errorCode: string; errorMsg: string; fields?: unknown[] };
type Handler = (body: unknown) => Answer | { status: number; answer: Answer };

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake API under the browser's client: `fetch` answers envelopes from the handlers, keyed
 * `POST /roadshow/activity/signOrAppointment`. Every call is recorded; a call no handler expects
 * answers 404 and is listed in `unexpected`.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const unexpected: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(key);
      return Response.json({ success: false, errorCode: 'NOT_FOUND', errorMsg: key }, { status: 404 });
    }
    const answered = handler(body);
    const { status, answer } =
      'answer' in answered ? answered : { status: answered.success ? 200 : 400, answer: answered };
    return Response.json(answer, { status });
  });
  return {
    calls,
    unexpected,
    /** The bodies sent to one call, in order. */
    bodies: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body),
  };
}

export const ok = (result: unknown): Answer => ({ success: true, result });
export const refused = (errorCode: string, errorMsg: string, fields: { path: string; message: string }[] = []) => ({
  success: false as const,
  errorCode,
  errorMsg,
  fields,
});
