import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ACTIVITY_FILE_MAX_BYTES, ACTIVITY_IMAGE_MAX_BYTES } from '@roadshow/contracts/console-parts';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertImagePasses } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ApiContext } from '../../context.ts';
import { decodeForModeration } from '../moderation/moderate-app-content.ts';
import { recordAudit } from './record-audit.ts';
import { refuseIfCancelled } from './refuse-cancelled.ts';
import { requireActivityRole, requireCompanyRole } from './require-company-role.ts';
import { sniffActivityFile, sniffImage } from './sniff-activity-file.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'files'>;
type ImageCtx = Ctx & Pick<ApiContext, 'moderation'>;

/** Covers and guest photos: public, under this path (the route below reads only this prefix). */
export const ACTIVITY_IMAGE_PATH = '/roadshow/activity/activityImage';
const IMAGE_PREFIX = 'activity-images/';
const MAX_PIXELS = 40_000_000;
/** Covers show at most ~800 CSS px wide; 1600 covers high-density screens. */
const IMAGE_EDGE = 1600;
const IMAGE_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;

/**
 * A cover or guest photo: the type from the bytes, decoded with a pixel limit, and stored as a
 * re-encoded copy (no EXIF, nothing appended, rotated upright, at most 1600 px a side): JPEG, or PNG
 * when the picture has transparency, once the platform's content moderation passed that copy
 * (decisions 055 and 089: a public picture, like an avatar). Answers the public URL the form saves.
 */
export async function uploadActivityImage(ctx: ImageCtx, request: FastifyRequest, companyId: number, bytes: Buffer) {
  const actor = await requireCompanyRole(ctx, request, companyId, 'activity.edit');
  if (bytes.length === 0) throw new AppError('IMAGE_REQUIRED');
  if (bytes.length > ACTIVITY_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { params: { max: '5' } });
  if (!sniffImage(bytes)) throw new AppError('COVER_WRONG_TYPE');
  let output: { bytes: Buffer; png: boolean };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false });
    const { hasAlpha } = await image.metadata();
    const sized = image
      .rotate()
      .resize({ width: IMAGE_EDGE, height: IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    output = hasAlpha
      ? { bytes: await sized.png({ compressionLevel: 9 }).toBuffer(), png: true }
      : { bytes: await sized.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), png: false };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('IMAGE_TOO_MANY_PIXELS');
    throw new AppError('IMAGE_CORRUPT');
  }
  // The copy is what the public will see, so its pixels are the ones checked, and nothing is stored
  // (nor audited) for a refused one.
  await assertImagePasses(ctx.moderation, await decodeForModeration(output.bytes), request.lang);
  const name = `${randomBytes(16).toString('hex')}.${output.png ? 'png' : 'jpg'}`;
  await ctx.files.put(`${IMAGE_PREFIX}${name}`, output.bytes, output.png ? 'image/png' : 'image/jpeg');
  await recordAudit(
    ctx.repos.audit,
    actor,
    { companyId, activityId: null, action: 'activity.image', targetType: 'image', targetId: name, detail: {} },
    ctx.now(),
  );
  return { url: `${ACTIVITY_IMAGE_PATH}/${name}` };
}

/** A stored cover or guest photo by its name; null for anything else. */
export async function readActivityImage(ctx: Pick<ApiContext, 'files'>, name: string) {
  if (!IMAGE_NAME.test(name)) return null;
  return ctx.files.get(`${IMAGE_PREFIX}${name}`);
}

/**
 * A file of the activity (PDF, PPTX, XLSX, picture) up to 20 MB, its type from the bytes, stored
 * privately under a random key; the name is the one the sponsor's computer gave, shown to viewers.
 */
export async function uploadActivityFile(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; name: string },
  bytes: Buffer,
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'activity.edit');
  await refuseIfCancelled(ctx, input.activityId);
  if (bytes.length === 0) throw new AppError('REQUIRED_MISSING');
  if (bytes.length > ACTIVITY_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { params: { max: '20' } });
  const sniffed = sniffActivityFile(bytes);
  if (sniffed === 'macro') throw new AppError('FILE_HAS_MACROS');
  if (sniffed === 'bomb') throw new AppError('ZIP_REFUSED');
  if (!sniffed) throw new AppError('FILE_WRONG_TYPE');
  const storageKey = `activity-files/${input.activityId}/${randomBytes(16).toString('hex')}.${sniffed.extension}`;
  await ctx.files.put(storageKey, bytes, sniffed.mimeType);
  const existing = await ctx.repos.consoleParts.files(input.activityId);
  const row = await ctx.repos.consoleParts.insertFile({
    activityId: input.activityId,
    nameZh: input.name,
    storageKey,
    mimeType: sniffed.mimeType,
    sizeBytes: bytes.length,
    sort: existing.length,
  });
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId: input.activityId,
      action: 'activity.fileAdd',
      targetType: 'file',
      targetId: row.id,
      detail: { name: input.name, type: sniffed.type, sizeBytes: bytes.length },
    },
    ctx.now(),
  );
  return { fileId: row.id, name: row.nameZh, mimeType: row.mimeType, sizeBytes: row.sizeBytes };
}

export async function deleteActivityFile(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; fileId: number },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'activity.edit');
  await refuseIfCancelled(ctx, input.activityId);
  const row = await ctx.repos.consoleParts.deleteFile(input.activityId, input.fileId);
  if (!row) return { removed: false };
  // A copied activity shares the stored bytes: they go only with the last row naming them.
  if (!(await ctx.repos.consoleParts.fileKeyInUse(row.storageKey)))
    await ctx.files.delete(row.storageKey).catch(() => undefined);
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId: input.activityId,
      action: 'activity.fileRemove',
      targetType: 'file',
      targetId: row.id,
      detail: { name: row.nameZh },
    },
    ctx.now(),
  );
  return { removed: true };
}
