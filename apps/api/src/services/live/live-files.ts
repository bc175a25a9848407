import { randomUUID } from 'node:crypto';
import { signFileUrl, verifyFileUrl } from '@roadshow/http-kit/files/signed-url';
import type { ApiContext } from '../../context.ts';
import type { LiveFileRow } from '../../repositories/live-desk-repository.ts';

export const LIVE_FILE_PATH = '/roadshow/interact/liveFile';
/** Long enough for a session in the room; the page lists the files again on every `files` event. */
const LINK_HOURS = 4;

type FileCtx = Pick<ApiContext, 'fileUrlKey' | 'now' | 'config'>;

/** What the desk accepts, read from the bytes: [mime type, extension, posters allowed]. */
type Sniffed = { mimeType: string; extension: string; picture: boolean };

const startsWith = (bytes: Buffer, magic: readonly number[], at = 0) =>
  magic.every((byte, index) => bytes[at + index] === byte);

/**
 * The file's type from its bytes (never its name): PDF, PNG, JPEG, WebP, GIF, and the Office
 * formats (a zip whose entries name word/, ppt/ or xl/). Anything else is refused.
 */
export function sniffLiveFile(bytes: Buffer): Sniffed | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mimeType: 'application/pdf', extension: 'pdf', picture: false };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: 'png', picture: true };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg', picture: true };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { mimeType: 'image/webp', extension: 'webp', picture: true };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { mimeType: 'image/gif', extension: 'gif', picture: false };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Entry names are stored uncompressed in the local headers and the central directory.
    const names = bytes.toString('latin1');
    if (names.includes('word/'))
      return {
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
        picture: false,
      };
    if (names.includes('ppt/'))
      return {
        mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        extension: 'pptx',
        picture: false,
      };
    if (names.includes('xl/'))
      return {
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
        picture: false,
      };
  }
  return null;
}

export const liveFileKey = (activityId: number, extension: string) => `live/${activityId}/${randomUUID()}.${extension}`;

/** The link a viewer opens: a desk upload through a signed, expiring link; a shipped file as it is. */
export function liveFileUrl(ctx: FileCtx, row: Pick<LiveFileRow, 'url' | 'storageKey'>): string {
  if (!row.storageKey) return row.url;
  return signFileUrl({
    key: row.storageKey,
    expiresAt: new Date(ctx.now().getTime() + LINK_HOURS * 3_600_000),
    secret: ctx.fileUrlKey,
    basePath: `${ctx.config.filesUrl ?? ''}${LIVE_FILE_PATH}`,
  });
}

/** The upload behind a genuine, unexpired link, or null. */
export async function readLiveFile(
  ctx: Pick<ApiContext, 'fileUrlKey' | 'now' | 'files'>,
  query: { key: string; expires: string; signature: string },
) {
  if (!query.key.startsWith('live/')) return null;
  if (!verifyFileUrl({ ...query, secret: ctx.fileUrlKey, now: ctx.now() })) return null;
  return ctx.files.get(query.key);
}
