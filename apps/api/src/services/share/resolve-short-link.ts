import { resolveAllowedUrl } from '@roadshow/contracts/safe-url';
import type { OriginalLink } from '@roadshow/contracts/share';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

/**
 * The original link of a code, or 404. A stored absolute target is checked against today's allowed
 * origins again: an origin removed from the configuration stops being a redirect destination.
 */
export async function resolveShortLink(
  ctx: Pick<ApiContext, 'repos' | 'config'>,
  options: { code: string; ownOrigin: string },
): Promise<OriginalLink> {
  const row = await ctx.repos.share.byCode(options.code);
  if (!row) throw new AppError('NOT_FOUND');
  const isPath = row.target.startsWith('/') && !row.target.startsWith('//');
  if (!isPath && !resolveAllowedUrl(row.target, options.ownOrigin, ctx.config.allowedOrigins)) {
    throw new AppError('NOT_FOUND');
  }
  return { code: row.code, originalUrl: row.target };
}
