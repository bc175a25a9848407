import type { FastifyRequest } from 'fastify';
import { errorMessage, type ErrorCode } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';

/** A refusal that names the form field it is about, in the request's language (like a 400 from the schema). */
export function fieldError(code: ErrorCode, field: string, request: FastifyRequest) {
  return new AppError(code, { fields: [{ path: `body.${field}`, message: errorMessage(code, request.lang) }] });
}
