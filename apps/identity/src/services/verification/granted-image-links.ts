import { verifyImageGrant } from '@roadshow/http-kit/files/image-grant';
import type { IdentityContext } from '../../context.ts';
import { TEMP_URL_MINUTES, tempFileUrl } from './verification-view.ts';

const PRIVATE_IMAGES = 'private/verification/';

/**
 * Five-minute links for the pictures the platform grants (decision 061): only genuine, unexpired
 * grants, and only for verification pictures, never other private files. A refused grant is left
 * out, not an error, so one stale key does not hide the others.
 */
export function grantedImageLinks(ctx: IdentityContext, grants: string[]) {
  const now = ctx.now();
  const links: { key: string; url: string }[] = [];
  for (const grant of grants) {
    const key = verifyImageGrant(grant, ctx.config.secret, now);
    if (key?.startsWith(PRIVATE_IMAGES)) links.push({ key, url: tempFileUrl(ctx, key) });
  }
  return { links, expiresAt: new Date(now.getTime() + TEMP_URL_MINUTES * 60_000).toISOString() };
}
