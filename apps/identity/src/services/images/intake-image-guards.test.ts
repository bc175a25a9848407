import sharp, { type SharpOptions } from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeTestBmp } from './encode-test-bmp.ts';
import { intakeImage } from './intake-image.ts';

// Records the options of every sharp() call, so the tests can see what intakeImage asked libvips
// to do, not only what came out: the header check and the pixel limit give the same answer, and
// only this tells them apart.
const calls = vi.hoisted(() => [] as (SharpOptions | undefined)[]);
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const recording = (...args: Parameters<typeof real>) => {
    calls.push(args[1]);
    return real(...args);
  };
  return { default: Object.assign(recording, real) };
});

const OPTIONS = { maxBytes: 2 * 1024 * 1024, allowed: ['png', 'bmp'] as const, maxPixels: 10_000 };

beforeEach(() => {
  calls.length = 0;
});

describe('intakeImage guards', () => {
  it('refuses a pixel bomb from its header, without starting a decode', async () => {
    const bomb = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    calls.length = 0;
    await expect(intakeImage(bomb, OPTIONS)).rejects.toMatchObject({ reason: 'PIXEL_BOMB' });
    expect(calls).toEqual([{ limitInputPixels: false }]);
  });

  it('decodes with limitInputPixels set to maxPixels', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 4, background: '#0008' } })
      .png()
      .toBuffer();
    const bmp = encodeTestBmp({ width: 2, height: 2, pixels: Array(12).fill(7), bitsPerPixel: 24 });
    calls.length = 0;
    await intakeImage(png, OPTIONS);
    await intakeImage(bmp, OPTIONS);
    const decoding = calls.filter((options) => options?.limitInputPixels !== false);
    expect(decoding).toHaveLength(2);
    expect(decoding.every((options) => options?.limitInputPixels === OPTIONS.maxPixels)).toBe(true);
  });
});
