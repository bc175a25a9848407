export type ImageType = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Sizes of the DIB headers Windows and OS/2 have written. "BM" alone is two letters a text file may
// start with; a known header size right after the file header makes a false match unlikely.
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * The type an upload really is, read from its first bytes. The file name and the declared content
 * type come from the client and prove nothing, so they are not an input here. Anything that is not
 * one of the raster formats we take (SVG, HTML, PDF, text...) is null.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18 && BMP_DIB_HEADER_SIZES.has(bytes.readUInt32LE(14)))
    return 'bmp';
  return null;
}
