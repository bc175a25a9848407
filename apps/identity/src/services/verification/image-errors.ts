import { AppError } from '@roadshow/http-kit/app-error';
import { ImageRejectedError } from '../images/image-rejected-error.ts';

/** An upload refused by intakeImage, as the message the user reads (spec §5). */
export function toImageAppError(error: unknown): unknown {
  if (!(error instanceof ImageRejectedError)) return error;
  return new AppError(error.reason === 'TOO_LARGE' ? 'IMAGE_TOO_LARGE' : 'IMAGE_WRONG_TYPE', { cause: error });
}
