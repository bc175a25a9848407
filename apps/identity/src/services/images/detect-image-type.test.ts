import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type.ts';
import { encodeTestBmp } from './encode-test-bmp.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['gif', text('GIF87a\x01\x00')],
    ['gif', text('GIF89a\x01\x00')],
    ['webp', text('RIFF\x24\x00\x00\x00WEBPVP8 ')],
    ['bmp', encodeTestBmp({ width: 1, height: 1, pixels: [0, 0, 0], bitsPerPixel: 24 })],
  ])('reads %s from its signature', (type, input) => {
    expect(detectImageType(input)).toBe(type);
  });

  it.each([
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')],
    ['SVG with an XML prolog', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', text('<!doctype html><html><script>alert(1)</script></html>')],
    ['PDF', text('%PDF-1.7\n%\xe2\xe3\xcf\xd3')],
    ['plain text that starts like a BMP', text('BMW owners club minutes')],
    ['a WAV file (RIFF but not WEBP)', text('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a cut-off JPEG signature', bytes(0xff, 0xd8)],
    ['a cut-off PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['GIF with an unknown version', text('GIF90a\x01\x00')],
    ['nothing', Buffer.alloc(0)],
  ])('gives null for %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
