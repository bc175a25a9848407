import { randomInt } from 'node:crypto';
import { resolveAllowedUrl } from '@roadshow/contracts/safe-url';
import {
  MAX_SHARE_URL_LENGTH,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  shortLinkPath,
  type ShortLink,
} from '@roadshow/contracts/share';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

// Query parameters that must never travel in a shared link: a login ticket would hand over a session.
const PRIVATE_PARAMETERS = ['ticket'];
const MAX_ATTEMPTS = 5;

export function randomShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/**
 * What a short link stores for `value`: a path for our own pages (the link then works on any host
 * name of the site), the absolute URL for an allowed origin, or a 400 for anything else, so the
 * short-link service can never become an open redirector.
 */
export function shareTarget(value: string, ownOrigin: string, allowedOrigins: readonly string[]): string {
  const url = resolveAllowedUrl(value, ownOrigin, allowedOrigins);
  if (!url) throw new AppError('SHARE_URL_NOT_ALLOWED');
  for (const name of PRIVATE_PARAMETERS) url.searchParams.delete(name);
  const target = url.origin === new URL(ownOrigin).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  if (target.length > MAX_SHARE_URL_LENGTH) throw new AppError('SHARE_URL_NOT_ALLOWED');
  return target;
}

/**
 * The short link of a page: the same target always gets the same code, also when many requests ask
 * at once (the unique target index decides; losers read the winner's code).
 */
export async function shortenUrl(
  ctx: Pick<ApiContext, 'repos' | 'config'>,
  options: { url: string; ownOrigin: string; newCode?: () => string },
): Promise<ShortLink> {
  const target = shareTarget(options.url, options.ownOrigin, ctx.config.allowedOrigins);
  const newCode = options.newCode ?? randomShortCode;
  const answer = (code: string): ShortLink => ({
    code,
    shortPath: shortLinkPath(code),
    shortUrl: new URL(shortLinkPath(code), options.ownOrigin).href,
    originalUrl: target,
  });
  const known = await ctx.repos.share.byTarget(target);
  if (known) return answer(known.code);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = newCode();
    if (await ctx.repos.share.insertIfAbsent(code, target)) return answer(code);
    // Either another request stored this target first, or the code was taken: look, then retry.
    const stored = await ctx.repos.share.byTarget(target);
    if (stored) return answer(stored.code);
  }
  throw new AppError('INTERNAL');
}
