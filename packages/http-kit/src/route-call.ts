import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { CallDefinition, CallParsedInput, CallResult } from '@roadshow/contracts/calls/define-call';
import { envelopeSchema } from '@roadshow/contracts/envelope';

/** What a call's handler may answer: the result (wrapped in the envelope here) or the reply it sent itself. */
export type CallAnswer<D extends CallDefinition> = CallResult<D> | FastifyReply;

export type CallHandler<D extends CallDefinition> = (
  input: CallParsedInput<D>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallAnswer<D>> | CallAnswer<D>;

export interface RouteCallOptions {
  /** Runs before the body is read, e.g. a rate limit. */
  onRequest?: onRequestHookHandler;
  /** Raw body limit in bytes, for calls that take more than Fastify's default. */
  bodyLimit?: number;
  config?: RouteShorthandOptions['config'];
  /** Turns this route's own failures (a body over its limit, of a type it cannot read) into the user's words. */
  errorHandler?: RouteShorthandOptions['errorHandler'];
}

/**
 * Registers one call of the contract: method, path, input validation (query of a GET, body of a POST),
 * the envelope's response schema and the OpenAPI entry all come from the definition. The handler gets
 * the validated input and returns the result; it may instead send the reply itself (cached bytes,
 * files, redirects) and return it.
 */
export function routeCall<D extends CallDefinition>(
  app: FastifyInstance,
  call: D,
  handler: CallHandler<D>,
  options: RouteCallOptions = {},
) {
  const inputKey = call.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    schema: {
      tags: [...call.tags],
      summary: call.summary,
      ...(call.input ? { [inputKey]: call.input } : {}),
      response: { 200: envelopeSchema(call.result) },
    },
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as CallParsedInput<D>;
      const answer = await handler(input, request, reply);
      // A reply is a thenable that settles (to undefined) once its answer is written, so awaiting a
      // handler that returned it never gives the reply back: whether it was sent is what tells. An
      // envelope returned after that would be a second send, which Fastify drops with a warning.
      if (reply.sent || reply.raw.headersSent) return reply;
      return { success: true as const, result: answer };
    },
  });
}
