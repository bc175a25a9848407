import { randomBytes } from 'node:crypto';
import type { IdentityContext } from '../../context.ts';
import { intakeImage } from '../images/intake-image.ts';
import { toImageAppError } from './image-errors.ts';

export const VERIFICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Keys of a user's private uploads start here; a form may only refer to its own user's keys. */
export const privateImagePrefix = (userId: number) => `private/verification/${userId}/`;

/**
 * A business-card or document photo: checked from its bytes, re-encoded without metadata (no GPS
 * or camera data), stored privately under an unguessable key.
 */
export async function storeVerificationImage(ctx: IdentityContext, userId: number, bytes: Buffer): Promise<string> {
  const image = await intakeImage(bytes, {
    maxBytes: VERIFICATION_IMAGE_MAX_BYTES,
    allowed: ['jpeg', 'png', 'gif', 'bmp', 'webp'],
    maxSide: 2000,
  }).catch((error: unknown) => {
    throw toImageAppError(error);
  });
  const key = `${privateImagePrefix(userId)}${randomBytes(16).toString('hex')}.${image.type === 'png' ? 'png' : 'jpg'}`;
  await ctx.files.put(key, image.bytes, image.type === 'png' ? 'image/png' : 'image/jpeg');
  return key;
}
