import sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import {
  MODERATION_IMAGE_MAX_BYTES,
  type ModerateAppContentBody,
  type ModerationVerdict,
} from '@roadshow/contracts/moderation';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ModeratedImage } from '@roadshow/http-kit/moderation/content-moderator';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';

/** A picture larger than this is looked at scaled down: a QR code survives it, the CPU is spared. */
const SCAN_SIDE = 1600;
/** The pixel-bomb guard: what libvips may decode at all (a 2 MB file can claim any size). */
const MAX_PIXELS = 40_000_000;
const DECODABLE = new Set(['jpeg', 'png', 'gif', 'webp']);

function imageBytes(image: string): Buffer {
  const base64 = image.replace(/^data:image\/[\w.+-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('IMAGE_CORRUPT');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MODERATION_IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  return bytes;
}

// libvips says "exceeds pixel limit" for a picture that claims more pixels than allowed.
const unreadable = (error: unknown) =>
  new AppError(
    error instanceof Error && /pixel limit/i.test(error.message) ? 'IMAGE_TOO_MANY_PIXELS' : 'IMAGE_CORRUPT',
    {
      cause: error,
    },
  );

/** The picture's own type from its bytes (never a name), decoded to RGBA within the pixel guard. */
export async function decodeForModeration(bytes: Buffer): Promise<ModeratedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch (error) {
    throw unreadable(error);
  }
  if (!format || !DECODABLE.has(format)) throw new AppError('IMAGE_WRONG_TYPE');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize(SCAN_SIDE, SCAN_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    return { bytes, mimeType: `image/${format}`, pixels, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Spec §7 "content moderation of an app image or text": the verdict of the platform's moderation
 * service (decision 055). For logged-in callers, rate limited: it is no free classifier for others.
 */
export async function moderateAppContent(
  ctx: ApiContext,
  request: FastifyRequest,
  input: ModerateAppContentBody,
): Promise<ModerationVerdict> {
  await requireUser(ctx, request);
  await enforceRateLimit(ctx, request, 'moderation');
  if (input.type === 'text') return ctx.moderation.checkText(input.text, request.lang);
  const image = await decodeForModeration(imageBytes(input.image));
  return ctx.moderation.checkImage(image, request.lang);
}
