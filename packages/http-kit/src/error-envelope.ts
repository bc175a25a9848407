import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage, isErrorCode, type ErrorCode } from '@roadshow/contracts/error-codes';
import type { FieldError } from '@roadshow/contracts/envelope';
import { AppError } from './app-error.ts';
import { isServiceBusy, RETRY_AFTER_SECONDS } from './service-busy.ts';

function send(
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
  code: ErrorCode,
  lang: Parameters<typeof errorMessage>[1],
  fields?: FieldError[],
  params?: Record<string, string>,
) {
  return reply
    .status(ERRORS[code].status)
    .send({ success: false, errorCode: code, errorMsg: errorMessage(code, lang, params), fields });
}

/**
 * Every failure leaves as the spec's envelope with a real status code: validation errors name the
 * failing fields, AppErrors keep their code, anything else is a logged 500 that reveals nothing.
 */
export function registerErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'zh-CN';
    if (error instanceof AppError) return send(reply, error.code, lang, error.fields, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Contract schemas put an error code in an issue's message: the field gets its words in the
      // request's language, and the first such code names the whole failure (EMAIL_INVALID).
      const codes = error.validation.map((issue) => (isErrorCode(issue.message) ? issue.message : undefined));
      const fields = error.validation.map((issue, index) => {
        const code = codes[index];
        return {
          path: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`,
          message: code ? errorMessage(code, lang) : (issue.message ?? 'invalid'),
        };
      });
      const named = codes.find((code) => code !== undefined && ERRORS[code].status === 400);
      return send(reply, named ?? 'BAD_REQUEST', lang, fields);
    }
    if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 429
          ? 'RATE_LIMITED'
          : error.statusCode === 404
            ? 'NOT_FOUND'
            : error.statusCode === 413
              ? 'PAYLOAD_TOO_LARGE'
              : 'BAD_REQUEST';
      return send(reply, code, lang);
    }
    if (isServiceBusy(error)) {
      // Busy, not broken: a warning, and the client is told when to try again (decision 028).
      request.log.warn({ err: error }, 'service busy');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 'SERVICE_BUSY', lang);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', lang);
  });
  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', request.lang ?? 'zh-CN'));
}
