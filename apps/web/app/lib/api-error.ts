import type { FieldError } from '@roadshow/contracts/envelope';
import type { ErrorCode } from '@roadshow/contracts/error-codes';

/** A failed call, with the API's stable code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** The failing fields (path `body.email` and a message), when the call names them. */
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
