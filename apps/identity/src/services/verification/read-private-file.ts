import { AppError } from '@roadshow/http-kit/app-error';
import { verifyFileUrl } from '@roadshow/http-kit/files/signed-url';
import type { IdentityContext } from '../../context.ts';

/**
 * A private image through its signed link: a bad or expired signature is 403, a missing file 404.
 * Every read is logged with who (when known) and from where.
 */
export async function readPrivateFile(
  ctx: IdentityContext,
  input: { key: string; expires: string; signature: string; readerUserId: number | null; ip: string },
) {
  const { key, expires, signature } = input;
  if (!verifyFileUrl({ key, expires, signature, secret: ctx.fileUrlKey, now: ctx.now() }))
    throw new AppError('FORBIDDEN');
  const file = await ctx.files.get(key);
  if (!file) throw new AppError('NOT_FOUND');
  await ctx.repos.verifications.logFileRead({ fileKey: key, readerUserId: input.readerUserId, ip: input.ip });
  return file;
}
