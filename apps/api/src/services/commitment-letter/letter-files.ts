import { signFileUrl, verifyFileUrl } from '@roadshow/http-kit/files/signed-url';
import type { ApiContext } from '../../context.ts';

export const LETTER_FILE_PATH = '/roadshow/activity/commitmentLetterFile';
const LINK_MINUTES = 5;

/** A link to a private letter file, valid for a few minutes. */
export const letterFileUrl = (ctx: Pick<ApiContext, 'fileUrlKey' | 'now' | 'config'>, key: string) =>
  signFileUrl({
    key,
    expiresAt: new Date(ctx.now().getTime() + LINK_MINUTES * 60_000),
    secret: ctx.fileUrlKey,
    basePath: `${ctx.config.filesUrl ?? ''}${LETTER_FILE_PATH}`,
  });

/** The file behind a genuine, unexpired link, or null. */
export async function readLetterFile(
  ctx: Pick<ApiContext, 'fileUrlKey' | 'now' | 'files'>,
  query: { key: string; expires: string; signature: string },
) {
  if (!query.key.startsWith('letters/')) return null;
  if (!verifyFileUrl({ ...query, secret: ctx.fileUrlKey, now: ctx.now() })) return null;
  return ctx.files.get(query.key);
}
