import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeTestBmp } from './encode-test-bmp.ts';
import { ImageRejectedError } from './image-rejected-error.ts';
import { intakeImage, type IntakeImageOptions } from './intake-image.ts';

// The spec's profile image: jpg, gif, png or bmp, at most 2 MB.
const PROFILE: IntakeImageOptions = { maxBytes: 2 * 1024 * 1024, allowed: ['jpeg', 'png', 'gif', 'bmp'] };

async function reasonOf(intake: Promise<unknown>): Promise<string> {
  try {
    await intake;
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
  return 'ACCEPTED';
}

function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: background.length > 7 ? 4 : 3, background } });
}

/** Left half red, right half blue, so a turn of the image shows in its pixels. */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels[i * 3 + (i % width < width / 2 ? 0 : 2)] = 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

/** A valid PNG whose IHDR is rewritten (CRC included) to declare other dimensions. */
function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

describe('intakeImage', () => {
  it('applies the EXIF orientation and strips EXIF from a JPEG', async () => {
    const input = await halves(40, 20)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'roadshow-secret-marker' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(input.includes('roadshow-secret-marker')).toBe(true);

    const result = await intakeImage(input, PROFILE);
    expect(result).toMatchObject({ type: 'jpeg', width: 20, height: 40 });
    const after = await sharp(result.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.bytes.includes('roadshow-secret-marker')).toBe(false);
    // Orientation 6 means "turn 90° clockwise to display": the left (red) half ends up on top.
    const [red, , blue] = await pixelAt(result.bytes, 10, 5);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(50);
  });

  it('keeps an image with alpha as PNG, alpha included', async () => {
    const input = await solid(30, 10, '#00ff0080').png().toBuffer();
    const result = await intakeImage(input, PROFILE);
    expect(result).toMatchObject({ type: 'png', width: 30, height: 10 });
    const after = await sharp(result.bytes).metadata();
    expect(after).toMatchObject({ format: 'png', hasAlpha: true });
    const [, green, , alpha] = await pixelAt(result.bytes, 5, 5);
    expect(green).toBe(255);
    expect(alpha).toBeGreaterThan(120);
    expect(alpha).toBeLessThan(136);
  });

  it('stores an opaque PNG as JPEG, also when it has an alpha channel', async () => {
    for (const background of ['#336699', '#336699ff']) {
      const input = await solid(12, 8, background).png().toBuffer();
      expect((await sharp(input).metadata()).channels).toBe(background.length > 7 ? 4 : 3);
      const result = await intakeImage(input, PROFILE);
      expect(result.type).toBe('jpeg');
      expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses 3 MB as TOO_LARGE before looking at the content', async () => {
    // JPEG magic followed by zeros: decoding it would give CORRUPT, so TOO_LARGE proves no decoding.
    const input = Buffer.alloc(3 * 1024 * 1024);
    input.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await reasonOf(intakeImage(input, PROFILE))).toBe('TOO_LARGE');
    expect(await reasonOf(intakeImage(input, { ...PROFILE, maxBytes: 4 * 1024 * 1024 }))).toBe('CORRUPT');
  });

  it('refuses SVG (whatever it is called), HTML, PDF, text and empty uploads as WRONG_TYPE', async () => {
    // intakeImage takes no file name at all: an SVG saved as avatar.jpg is just these bytes.
    const svgNamedJpg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect/></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    for (const input of [svgNamedJpg, html, pdf, Buffer.from('hello'), Buffer.alloc(0)])
      expect(await reasonOf(intakeImage(input, PROFILE))).toBe('WRONG_TYPE');
    // sharp itself would happily render the SVG: the refusal is ours.
    expect((await sharp(svgNamedJpg).metadata()).format).toBe('svg');
  });

  it('refuses a real image of a type the caller does not allow as WRONG_TYPE', async () => {
    const webp = await solid(8, 8, '#123456').webp().toBuffer();
    const gif = await solid(8, 8, '#123456').gif().toBuffer();
    expect(await reasonOf(intakeImage(webp, PROFILE))).toBe('WRONG_TYPE');
    expect(await reasonOf(intakeImage(gif, { ...PROFILE, allowed: ['jpeg', 'png'] }))).toBe('WRONG_TYPE');
    expect((await intakeImage(webp, { ...PROFILE, allowed: ['webp'] })).type).toBe('jpeg');
  });

  it('refuses JPEG magic bytes followed by HTML as CORRUPT', async () => {
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script>')]);
    expect(await reasonOf(intakeImage(polyglot, PROFILE))).toBe('CORRUPT');
  });

  it('refuses a truncated JPEG as CORRUPT', async () => {
    const jpeg = await halves(64, 64).jpeg().toBuffer();
    expect(await reasonOf(intakeImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), PROFILE))).toBe('CORRUPT');
  });

  it('drops HTML appended to a valid JPEG', async () => {
    const jpeg = await halves(16, 16).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const result = await intakeImage(polyglot, PROFILE);
    expect(result).toMatchObject({ type: 'jpeg', width: 16, height: 16 });
    expect(result.bytes.includes('<script>')).toBe(false);
  });

  it('refuses a small PNG that declares 20000 x 20000 as PIXEL_BOMB', async () => {
    const bomb = withDeclaredSize(await solid(64, 64, '#ff0000').png().toBuffer(), 20_000, 20_000);
    expect(bomb.length).toBeLessThan(PROFILE.maxBytes);
    const declared = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(declared).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    expect(await reasonOf(intakeImage(bomb, PROFILE))).toBe('PIXEL_BOMB');
  });

  it('holds real images to maxPixels', async () => {
    const input = await solid(300, 200, '#808080').png().toBuffer();
    expect(await reasonOf(intakeImage(input, { ...PROFILE, maxPixels: 300 * 200 - 1 }))).toBe('PIXEL_BOMB');
    expect(await reasonOf(intakeImage(input, { ...PROFILE, maxPixels: 300 * 200 }))).toBe('ACCEPTED');
  });

  it('refuses a BMP that declares too many pixels as PIXEL_BOMB before reading its pixels', async () => {
    const bmp = encodeTestBmp({ width: 1, height: 1, pixels: [0, 0, 0], bitsPerPixel: 24 });
    bmp.writeInt32LE(10_000, 18);
    bmp.writeInt32LE(10_000, 22);
    expect(await reasonOf(intakeImage(bmp, PROFILE))).toBe('PIXEL_BOMB');
  });

  it('accepts a 24-bit BMP and stores it as JPEG', async () => {
    const pixels = Array.from({ length: 4 * 3 }, () => [200, 30, 40]).flat();
    const bmp = encodeTestBmp({ width: 4, height: 3, pixels, bitsPerPixel: 24 });
    const result = await intakeImage(bmp, PROFILE);
    expect(result).toMatchObject({ type: 'jpeg', width: 4, height: 3 });
    expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
    const [red, green, blue] = await pixelAt(result.bytes, 1, 1);
    expect(Math.abs(red! - 200)).toBeLessThan(12);
    expect(Math.abs(green! - 30)).toBeLessThan(12);
    expect(Math.abs(blue! - 40)).toBeLessThan(12);
  });

  it('accepts a 32-bit BMP with alpha and stores it as PNG', async () => {
    const bmp = encodeTestBmp({
      width: 2,
      height: 1,
      pixels: [0, 0, 255, 255, 0, 0, 255, 0],
      bitsPerPixel: 32,
      alpha: true,
    });
    const result = await intakeImage(bmp, PROFILE);
    expect(result).toMatchObject({ type: 'png', width: 2, height: 1 });
    expect(await pixelAt(result.bytes, 0, 0)).toEqual([0, 0, 255, 255]);
    expect((await pixelAt(result.bytes, 1, 0))[3]).toBe(0);
  });

  it('refuses BMP variants it does not decode as WRONG_TYPE and a cut BMP as CORRUPT', async () => {
    const bmp = encodeTestBmp({ width: 4, height: 4, pixels: Array(48).fill(90), bitsPerPixel: 24 });
    const paletted = Buffer.from(bmp);
    paletted.writeUInt16LE(8, 28);
    expect(await reasonOf(intakeImage(paletted, PROFILE))).toBe('WRONG_TYPE');
    expect(await reasonOf(intakeImage(bmp.subarray(0, bmp.length - 4), PROFILE))).toBe('CORRUPT');
  });

  it('accepts a GIF, as JPEG when opaque and PNG when transparent', async () => {
    const opaque = await intakeImage(await solid(20, 10, '#ff8800').gif().toBuffer(), PROFILE);
    expect(opaque).toMatchObject({ type: 'jpeg', width: 20, height: 10 });
    expect((await sharp(opaque.bytes).metadata()).format).toBe('jpeg');
    const transparent = await intakeImage(await solid(20, 10, '#ff880000').gif().toBuffer(), PROFILE);
    expect(transparent.type).toBe('png');
    expect((await sharp(transparent.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('scales down to maxSide, never up', async () => {
    const large = await halves(400, 200).png().toBuffer();
    const scaled = await intakeImage(large, { ...PROFILE, maxSide: 100 });
    expect(scaled).toMatchObject({ width: 100, height: 50 });
    expect(await sharp(scaled.bytes).metadata()).toMatchObject({ width: 100, height: 50 });
    expect(await intakeImage(large, { ...PROFILE, maxSide: 1000 })).toMatchObject({ width: 400, height: 200 });
  });
});
