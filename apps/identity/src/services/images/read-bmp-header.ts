/** UNSUPPORTED: a real BMP in a variant we do not decode. CORRUPT: not a well-formed BMP at all. */
export class BmpDecodeError extends Error {
  override readonly name = 'BmpDecodeError';
  readonly problem: 'UNSUPPORTED' | 'CORRUPT';

  constructor(problem: 'UNSUPPORTED' | 'CORRUPT', message: string) {
    super(message);
    this.problem = problem;
  }
}

export interface BmpLayout {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: 24 | 32;
  /** Only 32-bit BI_BITFIELDS images with an alpha mask carry alpha; in BI_RGB the fourth byte is padding. */
  hasAlpha: boolean;
  pixelOffset: number;
  rowStride: number;
}

const FILE_HEADER_SIZE = 14;
const INFO_HEADER_SIZE = 40;
const BI_RGB = 0;
const BI_BITFIELDS = 3;

function corrupt(message: string): BmpDecodeError {
  return new BmpDecodeError('CORRUPT', message);
}

function unsupported(message: string): BmpDecodeError {
  return new BmpDecodeError('UNSUPPORTED', message);
}

/**
 * Channel masks of a 32-bit BI_BITFIELDS image. Only the byte-aligned BGRA layout that Windows,
 * GIMP and Photoshop write is taken; other masks are rare and would need bit shifting per pixel.
 */
function readBitfieldsAlpha(bytes: Buffer, dibSize: number): boolean {
  if (bytes.length < FILE_HEADER_SIZE + INFO_HEADER_SIZE + 12) throw corrupt('BMP channel masks are missing');
  const red = bytes.readUInt32LE(54);
  const green = bytes.readUInt32LE(58);
  const blue = bytes.readUInt32LE(62);
  // The alpha mask is part of the header only from the 56-byte variant on.
  const alpha = dibSize >= 56 ? bytes.readUInt32LE(66) : 0;
  if (red !== 0x00ff0000 || green !== 0x0000ff00 || blue !== 0x000000ff || (alpha !== 0 && alpha !== 0xff000000))
    throw unsupported('BMP channel masks other than BGRA are not supported');
  return alpha === 0xff000000;
}

/**
 * Reads and checks a BMP's headers without touching its pixels, so the caller can refuse the
 * dimensions before anything is allocated. Only uncompressed 24- and 32-bit images are supported:
 * they are what cameras, scanners and Windows save, and the paletted and RLE variants are where
 * decoders have historically had their bugs.
 */
export function readBmpHeader(bytes: Buffer): BmpLayout {
  if (bytes.length < FILE_HEADER_SIZE + 4 || bytes.toString('latin1', 0, 2) !== 'BM') throw corrupt('Not a BMP');
  const dibSize = bytes.readUInt32LE(14);
  if (dibSize < INFO_HEADER_SIZE) throw unsupported('OS/2 BMP headers are not supported');
  if (bytes.length < FILE_HEADER_SIZE + dibSize) throw corrupt('BMP header is truncated');

  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  if (width <= 0 || signedHeight === 0) throw corrupt('BMP dimensions are invalid');
  if (bytes.readUInt16LE(26) !== 1) throw corrupt('BMP plane count must be 1');

  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  let hasAlpha = false;
  let masksSize = 0;
  if (compression === BI_BITFIELDS && bitsPerPixel === 32) {
    hasAlpha = readBitfieldsAlpha(bytes, dibSize);
    // A 40-byte header keeps its three masks after itself; longer headers hold them inside.
    if (dibSize === INFO_HEADER_SIZE) masksSize = 12;
  } else if (compression !== BI_RGB || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) {
    throw unsupported(`BMP with ${bitsPerPixel} bits per pixel and compression ${compression} is not supported`);
  }

  const pixelOffset = bytes.readUInt32LE(10);
  if (pixelOffset < FILE_HEADER_SIZE + dibSize + masksSize) throw corrupt('BMP pixel data overlaps its header');

  return {
    width,
    height: Math.abs(signedHeight),
    topDown: signedHeight < 0,
    bitsPerPixel,
    hasAlpha,
    pixelOffset,
    // Rows are padded to a multiple of four bytes.
    rowStride: Math.ceil((width * bitsPerPixel) / 32) * 4,
  };
}
