import type { FieldError } from '@roadshow/contracts/envelope';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import { ERRORS } from '@roadshow/contracts/error-codes';

/** A failure the user can be told about: a stable code, its HTTP status and optional field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];

  constructor(code: ErrorCode, options: { fields?: FieldError[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
  }
}
