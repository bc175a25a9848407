/**
 * Writes BMP files for the tests (sharp can read no BMP and write none). Pixels are given top row
 * first as RGB or RGBA. 24-bit and plain 32-bit use the 40-byte header; 32-bit with alpha uses the
 * 108-byte V4 header with BGRA masks, as GIMP and Photoshop do.
 */
export function encodeTestBmp(options: {
  width: number;
  height: number;
  pixels: readonly number[];
  bitsPerPixel: 24 | 32;
  alpha?: boolean;
  topDown?: boolean;
}): Buffer {
  const { width, height, pixels, bitsPerPixel, alpha = false, topDown = false } = options;
  const inChannels = alpha ? 4 : 3;
  if (pixels.length !== width * height * inChannels) throw new Error('pixel count does not match the size');
  const dibSize = alpha ? 108 : 40;
  const pixelOffset = 14 + dibSize;
  const rowStride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  const file = Buffer.alloc(pixelOffset + rowStride * height);

  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(pixelOffset, 10);
  file.writeUInt32LE(dibSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(topDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitsPerPixel, 28);
  file.writeUInt32LE(alpha ? 3 : 0, 30);
  file.writeUInt32LE(rowStride * height, 34);
  if (alpha) {
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
    file.write('BGRs', 70, 'latin1'); // LCS_sRGB, stored little-endian
  }

  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * rowStride;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * inChannels;
      const to = row + (x * bitsPerPixel) / 8;
      file[to] = pixels[from + 2]!;
      file[to + 1] = pixels[from + 1]!;
      file[to + 2] = pixels[from]!;
      if (bitsPerPixel === 32) file[to + 3] = alpha ? pixels[from + 3]! : 0;
    }
  }
  return file;
}
