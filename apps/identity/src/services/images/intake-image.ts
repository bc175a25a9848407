import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeBmp } from './decode-bmp.ts';
import { detectImageType, type ImageType } from './detect-image-type.ts';
import { ImageRejectedError } from './image-rejected-error.ts';
import { BmpDecodeError, readBmpHeader } from './read-bmp-header.ts';

export interface IntakeImageOptions {
  maxBytes: number;
  allowed: readonly ImageType[];
  /** Largest width × height we agree to decode; 40 megapixels unless given. */
  maxPixels?: number;
  /** Longest side of the stored image; larger images are scaled down to fit, never up. */
  maxSide?: number;
}

export interface IntakenImage {
  bytes: Buffer;
  type: 'jpeg' | 'png';
  width: number;
  height: number;
}

const DEFAULT_MAX_PIXELS = 40_000_000;

interface OpenedImage {
  pipeline: Sharp;
  /** Has an alpha channel; whether any pixel is actually see-through is decided on decoding. */
  hasAlphaChannel: boolean;
}

function refuseOversize(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) throw new ImageRejectedError('PIXEL_BOMB');
}

/** sharp cannot read BMP, so we decode it ourselves and hand sharp the raw pixels. */
function openBmp(bytes: Buffer, maxPixels: number): OpenedImage {
  try {
    const layout = readBmpHeader(bytes);
    refuseOversize(layout.width, layout.height, maxPixels);
    const { pixels, width, height, channels } = decodeBmp(bytes, layout);
    return {
      pipeline: sharp(pixels, { raw: { width, height, channels }, limitInputPixels: maxPixels }),
      hasAlphaChannel: channels === 4,
    };
  } catch (error) {
    if (error instanceof BmpDecodeError)
      throw new ImageRejectedError(error.problem === 'UNSUPPORTED' ? 'WRONG_TYPE' : 'CORRUPT', { cause: error });
    throw error;
  }
}

async function openEncoded(bytes: Buffer, type: ImageType, maxPixels: number): Promise<OpenedImage> {
  // metadata() reads the header only: a few bytes can declare a billion pixels, and we want to
  // say no before libvips allocates anything for them.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError('CORRUPT', { cause: error });
  }
  // libvips sniffs the bytes itself; if it sees another format than we did, trust neither.
  if (metadata.format !== type) throw new ImageRejectedError('CORRUPT');
  refuseOversize(metadata.width, metadata.height, maxPixels);
  return {
    // limitInputPixels again, in case the decoder finds other dimensions than the header reader.
    // failOn 'warning' is what sharp advises for untrusted input: a truncated file is refused.
    pipeline: sharp(bytes, { limitInputPixels: maxPixels, failOn: 'warning' }),
    hasAlphaChannel: metadata.hasAlpha,
  };
}

async function chooseOutputType({ pipeline, hasAlphaChannel }: OpenedImage): Promise<'jpeg' | 'png'> {
  // libvips gives every GIF an alpha channel, and many tools save opaque PNGs as RGBA: only real
  // transparency is worth PNG's size; everything else is a photo or near enough, and becomes JPEG.
  if (!hasAlphaChannel) return 'jpeg';
  const { isOpaque } = await pipeline.clone().stats();
  return isOpaque ? 'jpeg' : 'png';
}

async function reencode(opened: OpenedImage, maxSide: number | undefined): Promise<IntakenImage> {
  try {
    const type = await chooseOutputType(opened);
    // autoOrient turns the pixels the way EXIF says, since the EXIF block is about to be dropped:
    // sharp writes no metadata unless asked to (withMetadata / keepMetadata).
    let output = opened.pipeline.autoOrient();
    if (maxSide !== undefined)
      output = output.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    output = type === 'png' ? output.png() : output.jpeg({ quality: 85 });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { bytes: data, type, width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? 'PIXEL_BOMB' : 'CORRUPT';
    throw new ImageRejectedError(reason, { cause: error });
  }
}

/**
 * Takes an uploaded image in, or refuses it with an ImageRejectedError. Checks run cheapest first
 * and before any decoding (size, then the type read from the bytes, then the declared dimensions);
 * what passes is decoded and encoded anew, so nothing of the original file but its pixels is
 * stored: no EXIF (GPS position, camera serial), no trailing HTML or script of a polyglot file.
 */
export async function intakeImage(bytes: Buffer, options: IntakeImageOptions): Promise<IntakenImage> {
  if (bytes.length > options.maxBytes) throw new ImageRejectedError('TOO_LARGE');
  const type = detectImageType(bytes);
  if (type === null || !options.allowed.includes(type)) throw new ImageRejectedError('WRONG_TYPE');
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const opened = type === 'bmp' ? openBmp(bytes, maxPixels) : await openEncoded(bytes, type, maxPixels);
  return reencode(opened, options.maxSide);
}
