import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage, type ErrorCode } from '@roadshow/contracts/error-codes';
import type { FieldError } from '@roadshow/contracts/envelope';
import { AppError } from './app-error.ts';

function send(
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
  code: ErrorCode,
  lang: Parameters<typeof errorMessage>[1],
  fields?: FieldError[],
) {
  return reply
    .status(ERRORS[code].status)
    .send({ success: false, errorCode: code, errorMsg: errorMessage(code, lang), fields });
}

/**
 * Every failure leaves as the spec's envelope with a real status code: validation errors name the
 * failing fields, AppErrors keep their code, anything else is a logged 500 that reveals nothing.
 */
export function registerErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'zh-CN';
    if (error instanceof AppError) return send(reply, error.code, lang, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`,
        message: issue.message ?? 'invalid',
      }));
      return send(reply, 'BAD_REQUEST', lang, fields);
    }
    if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 429 ? 'RATE_LIMITED' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return send(reply, code, lang);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', lang);
  });
  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', request.lang ?? 'zh-CN'));
}
