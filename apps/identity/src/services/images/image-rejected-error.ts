/** Why an upload was refused; stable, so routes can map each one to an error code and a message. */
export type ImageRejectionReason = 'TOO_LARGE' | 'WRONG_TYPE' | 'PIXEL_BOMB' | 'CORRUPT';

export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, options?: { cause?: unknown }) {
    super(`Image rejected: ${reason}`, options);
    this.reason = reason;
  }
}
