import sharp from 'sharp';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { AVATAR_MAX_BYTES, type UploadUserImageResult } from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertImagePasses } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import { avatarUrl } from '../accounts/to-session-user.ts';
import { ImageRejectedError, type ImageRejectionReason } from '../images/image-rejected-error.ts';
import { intakeImage } from '../images/intake-image.ts';
import { avatarContentType, avatarStorageKey, isAvatarKey, newAvatarKey } from './avatar-key.ts';

/** Avatars show at most 96 CSS pixels wide; 512 covers high-density screens with room to spare. */
const AVATAR_SIDE = 512;

const REFUSAL: Record<ImageRejectionReason, ErrorCode> = {
  TOO_LARGE: 'IMAGE_TOO_LARGE',
  WRONG_TYPE: 'IMAGE_WRONG_TYPE',
  PIXEL_BOMB: 'IMAGE_TOO_MANY_PIXELS',
  CORRUPT: 'IMAGE_CORRUPT',
};

async function intakeAvatar(bytes: Buffer) {
  try {
    return await intakeImage(bytes, {
      maxBytes: AVATAR_MAX_BYTES,
      allowed: ['jpeg', 'gif', 'png', 'bmp'],
      maxSide: AVATAR_SIDE,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new AppError(REFUSAL[error.reason], { cause: error });
    throw error;
  }
}

/**
 * Spec §5: a jpg, gif, png or bmp of at most 2 MB becomes the user's avatar. The bytes decide the
 * type; what is stored is a re-encoded copy (no EXIF, nothing appended), at most 512 px a side, once
 * the platform's content moderation passed it (decision 055: an avatar is a public app image).
 */
export async function uploadAvatar(
  ctx: IdentityContext,
  options: { session: LiveSession; bytes: Buffer; lang: Lang },
): Promise<UploadUserImageResult> {
  const image = await intakeAvatar(options.bytes);
  const extension = image.type === 'png' ? 'png' : 'jpg';
  // The checked pixels are those of the copy that is stored, at most 512 px a side.
  const { data, info } = await sharp(image.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  await assertImagePasses(
    ctx.moderation,
    { bytes: image.bytes, mimeType: avatarContentType(extension), pixels, width: info.width, height: info.height },
    options.lang,
  );
  const avatarKey = newAvatarKey(extension);
  // Stored before the row points at it, so the URL never names a file that is not there yet.
  await ctx.files.put(avatarStorageKey(avatarKey), image.bytes, avatarContentType(extension));
  const replaced = await ctx.repos.users.replaceAvatarKey(options.session.user.id, avatarKey, ctx.now());
  if (!replaced) {
    await ctx.files.delete(avatarStorageKey(avatarKey));
    throw new AppError('UNAUTHORIZED');
  }
  // The old picture goes; if that fails a file nobody links to stays behind, never a broken avatar.
  if (replaced.previous && isAvatarKey(replaced.previous))
    await ctx.files.delete(avatarStorageKey(replaced.previous)).catch(() => undefined);
  return { userImage: avatarUrl(avatarKey) };
}
