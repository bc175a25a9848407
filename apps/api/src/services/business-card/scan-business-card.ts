import sharp from 'sharp';
import type { BusinessCardFields } from '@roadshow/contracts/registration-form';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

export const CARD_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
// jsQR is linear in pixels; a card photo scaled to this still shows a printed QR code clearly.
const SCAN_EDGE = 1600;

/** The type from the first bytes, never from a name or header (DESIGN §6). */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/**
 * businessCardScanning (spec §7): the fields read from a card photo. Not an image, too large or
 * too many pixels are refused; an image without a readable card is CARD_RECOGNITION_FAILED.
 */
export async function scanBusinessCard(
  ctx: Pick<ApiContext, 'cardRecognizer'>,
  bytes: Buffer,
): Promise<BusinessCardFields> {
  if (bytes.length === 0) throw new AppError('IMAGE_REQUIRED');
  if (bytes.length > CARD_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  if (!sniff(bytes)) throw new AppError('IMAGE_WRONG_TYPE');
  let decoded: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS');
    decoded = await image
      .rotate()
      .resize({ width: SCAN_EDGE, height: SCAN_EDGE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('IMAGE_TOO_MANY_PIXELS');
    throw new AppError('IMAGE_CORRUPT');
  }
  const fields = await ctx.cardRecognizer.recognize({
    pixels: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
    width: decoded.info.width,
    height: decoded.info.height,
  });
  if (!fields) throw new AppError('CARD_RECOGNITION_FAILED');
  return fields;
}
