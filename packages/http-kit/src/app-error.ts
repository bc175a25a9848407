import type { FieldError } from '@roadshow/contracts/envelope';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import { ERRORS } from '@roadshow/contracts/error-codes';

/** A failure the user can be told about: a stable code, its HTTP status and optional field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];
  /** Values for the placeholders of the code's message ({words}), in the request's language. */
  readonly params?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { fields?: FieldError[]; params?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.params = options.params;
  }
}
