import type { ACTIVITY_FILE_TYPES } from '@roadshow/contracts/console-parts';
import { inspectOfficeZip, type ZipLimits } from './office-zip.ts';

type FileType = (typeof ACTIVITY_FILE_TYPES)[number];
export interface SniffedFile {
  type: FileType;
  mimeType: string;
  extension: string;
}

const KINDS: Record<FileType, Omit<SniffedFile, 'type'>> = {
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A picture's type from its first bytes (never from a name or a header). */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** An activity file (at most 20 MB) may unpack to this much (decision 077). */
const FILE_ZIP_LIMITS: ZipLimits = { maxEntries: 5000, maxUnpackedBytes: 100 * 1024 * 1024, maxRatio: 100 };

/**
 * An activity file's type from its bytes: a PDF by its header, an Office file by its zip's
 * `[Content_Types].xml` after the zip passed decision 077's checks, a picture by its magic. A
 * macro-enabled Office file or a zip bomb is refused by what it is ('macro', 'bomb'); anything else
 * (an executable renamed .pdf, a .docx, a plain zip) is null, refused by the caller.
 */
export function sniffActivityFile(bytes: Buffer): SniffedFile | 'macro' | 'bomb' | null {
  let type: FileType | null = null;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') type = 'pdf';
  else if (bytes.subarray(0, 4).equals(ZIP)) {
    const verdict = inspectOfficeZip(bytes, FILE_ZIP_LIMITS);
    if ('kind' in verdict) type = verdict.kind;
    else if (verdict.refused !== 'unknown') return verdict.refused;
  } else type = sniffImage(bytes);
  return type ? { type, ...KINDS[type] } : null;
}
