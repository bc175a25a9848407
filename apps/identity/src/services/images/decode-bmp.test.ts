import { describe, expect, it } from 'vitest';
import { decodeBmp } from './decode-bmp.ts';
import { encodeTestBmp } from './encode-test-bmp.ts';
import { BmpDecodeError, readBmpHeader } from './read-bmp-header.ts';

// 3 x 2, so a 24-bit row (9 bytes) needs 3 bytes of padding.
const RGB = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90];
const RGBA = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 255, 40, 50, 60, 1, 70, 80, 90, 200];

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BmpDecodeError) return error.problem;
    throw error;
  }
  return 'none';
}

describe('decodeBmp', () => {
  it('decodes a bottom-up 24-bit BMP with padded rows, top row first', () => {
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: RGB, bitsPerPixel: 24 });
    expect(readBmpHeader(bmp)).toMatchObject({ width: 3, height: 2, topDown: false, rowStride: 12 });
    const decoded = decodeBmp(bmp);
    expect(decoded).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...decoded.pixels]).toEqual(RGB);
  });

  it('decodes a top-down 24-bit BMP', () => {
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: RGB, bitsPerPixel: 24, topDown: true });
    expect([...decodeBmp(bmp).pixels]).toEqual(RGB);
  });

  it('reads 32-bit BI_RGB as opaque: the fourth byte is padding there', () => {
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: RGB, bitsPerPixel: 32 });
    bmp[54 + 3] = 0x7f; // junk in the padding byte must not become alpha
    const decoded = decodeBmp(bmp);
    expect(decoded.channels).toBe(3);
    expect([...decoded.pixels]).toEqual(RGB);
  });

  it('keeps alpha of a 32-bit BI_BITFIELDS BMP with an alpha mask', () => {
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: RGBA, bitsPerPixel: 32, alpha: true });
    const decoded = decodeBmp(bmp);
    expect(decoded.channels).toBe(4);
    expect([...decoded.pixels]).toEqual(RGBA);
  });

  it('treats an alpha mask with every alpha 0 as opaque', () => {
    const transparent = RGBA.map((value, i) => (i % 4 === 3 ? 0 : value));
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: transparent, bitsPerPixel: 32, alpha: true });
    const decoded = decodeBmp(bmp);
    expect(decoded.channels).toBe(3);
    expect([...decoded.pixels]).toEqual(RGB);
  });

  it('refuses paletted, 16-bit, RLE and OS/2 BMPs as unsupported', () => {
    const base = () => encodeTestBmp({ width: 3, height: 2, pixels: RGB, bitsPerPixel: 24 });
    const eightBit = base();
    eightBit.writeUInt16LE(8, 28);
    const sixteenBit = base();
    sixteenBit.writeUInt16LE(16, 28);
    const rle = base();
    rle.writeUInt32LE(1, 30);
    const os2 = base();
    os2.writeUInt32LE(12, 14);
    const oddMasks = encodeTestBmp({ width: 3, height: 2, pixels: RGBA, bitsPerPixel: 32, alpha: true });
    oddMasks.writeUInt32LE(0x0000ff00, 54); // red and green masks swapped
    oddMasks.writeUInt32LE(0x00ff0000, 58);
    for (const bmp of [eightBit, sixteenBit, rle, os2, oddMasks])
      expect(problemOf(() => decodeBmp(bmp))).toBe('UNSUPPORTED');
  });

  it('refuses truncated pixel data and impossible headers as corrupt', () => {
    const bmp = encodeTestBmp({ width: 3, height: 2, pixels: RGB, bitsPerPixel: 24 });
    const zeroWidth = Buffer.from(bmp);
    zeroWidth.writeInt32LE(0, 18);
    const twoPlanes = Buffer.from(bmp);
    twoPlanes.writeUInt16LE(2, 26);
    const overlapping = Buffer.from(bmp);
    overlapping.writeUInt32LE(20, 10);
    for (const broken of [bmp.subarray(0, bmp.length - 1), bmp.subarray(0, 30), zeroWidth, twoPlanes, overlapping])
      expect(problemOf(() => decodeBmp(broken))).toBe('CORRUPT');
  });

  it('reads the dimensions of a huge BMP without decoding it', () => {
    const header = encodeTestBmp({ width: 1, height: 1, pixels: [0, 0, 0], bitsPerPixel: 24 }).subarray(0, 54);
    header.writeInt32LE(100_000, 18);
    header.writeInt32LE(-100_000, 22);
    expect(readBmpHeader(header)).toMatchObject({ width: 100_000, height: 100_000, topDown: true });
    expect(problemOf(() => decodeBmp(header))).toBe('CORRUPT');
  });
});
