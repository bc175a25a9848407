import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import type { FakeUser } from './fake-identity.ts';

/**
 * Makes one contract call against the test app as the browser would: GET input in the query, POST
 * input as the JSON body, the language in the query, the user's session cookie when given.
 */
export function callEntry(
  app: FastifyInstance,
  entry: CallDefinition,
  input: object,
  who?: FakeUser | null,
  lang = 'en',
) {
  const query = new URLSearchParams({ lang, ...(entry.method === 'GET' ? (input as Record<string, string>) : {}) });
  return app.inject({
    method: entry.method,
    url: `/roadshow${entry.path}?${query.toString()}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(entry.method === 'POST' ? { payload: input } : {}),
  });
}
