import { signFileUrl, verifyFileUrl } from '@roadshow/http-kit/files/signed-url';
import type { ApiContext } from '../../context.ts';

export const ACTIVITY_FILE_PATH = '/roadshow/activity/activityFile';
const FILE_PREFIX = 'activity-files/';
const LINK_MINUTES = 5;

/**
 * A viewer's link to one of the activity's files (decision 062): minted only in the file list's
 * answer, which the access mode gates, and valid for a few minutes, so a link passed on stops working.
 */
export const activityFileUrl = (ctx: Pick<ApiContext, 'fileUrlKey' | 'now' | 'config'>, storageKey: string) =>
  signFileUrl({
    key: storageKey,
    expiresAt: new Date(ctx.now().getTime() + LINK_MINUTES * 60_000),
    secret: ctx.fileUrlKey,
    basePath: `${ctx.config.filesUrl ?? ''}${ACTIVITY_FILE_PATH}`,
  });

/** The file and its row behind a genuine, unexpired link, or null. */
export async function readActivityFile(
  ctx: Pick<ApiContext, 'fileUrlKey' | 'now' | 'files'>,
  query: { key: string; expires: string; signature: string },
) {
  if (!query.key.startsWith(FILE_PREFIX)) return null;
  if (!verifyFileUrl({ ...query, secret: ctx.fileUrlKey, now: ctx.now() })) return null;
  return ctx.files.get(query.key);
}
