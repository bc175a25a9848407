import { BmpDecodeError, readBmpHeader, type BmpLayout } from './read-bmp-header.ts';

export interface DecodedBmp {
  /** Rows top to bottom, RGB or RGBA, no padding: what sharp takes as raw input. */
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Some writers set an alpha mask and then leave every alpha byte 0; such an image is meant opaque. */
function usesAlpha(bytes: Buffer, layout: BmpLayout): boolean {
  if (!layout.hasAlpha) return false;
  for (let row = 0; row < layout.height; row++) {
    const start = layout.pixelOffset + row * layout.rowStride;
    for (let x = 0; x < layout.width; x++) if (bytes[start + x * 4 + 3] !== 0) return true;
  }
  return false;
}

/**
 * Decodes an uncompressed 24- or 32-bit BMP (see readBmpHeader). The pixel data must be all there,
 * so the output is never larger than 4/3 of the input: a BMP cannot be a decompression bomb.
 */
export function decodeBmp(bytes: Buffer, layout: BmpLayout = readBmpHeader(bytes)): DecodedBmp {
  const { width, height, rowStride, pixelOffset } = layout;
  if (pixelOffset + rowStride * height > bytes.length)
    throw new BmpDecodeError('CORRUPT', 'BMP pixel data is truncated');

  const inBytes = layout.bitsPerPixel / 8;
  const channels = usesAlpha(bytes, layout) ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the header's height was negative.
    const source = pixelOffset + (layout.topDown ? y : height - 1 - y) * rowStride;
    const target = y * width * channels;
    for (let x = 0; x < width; x++) {
      const from = source + x * inBytes;
      const to = target + x * channels;
      pixels[to] = bytes[from + 2]!;
      pixels[to + 1] = bytes[from + 1]!;
      pixels[to + 2] = bytes[from]!;
      if (channels === 4) pixels[to + 3] = bytes[from + 3]!;
    }
  }
  return { pixels, width, height, channels };
}
