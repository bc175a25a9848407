import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import { hashToken } from '../crypto/tokens.ts';

/** A signed-in identity session as routes see it. */
export type { LiveSession };

/**
 * The live identity session behind this browser's own identity cookie (`rs_tgc`), or undefined.
 * The one lookup every page uses: a missing, oversized, forged, expired or ended cookie is nobody.
 */
export async function findBrowserSession(
  ctx: Pick<IdentityContext, 'repos' | 'now'>,
  cookie: string | undefined,
): Promise<LiveSession | undefined> {
  if (!cookie || cookie.length > 256) return undefined;
  return ctx.repos.sessions.sessionByToken(hashToken(cookie), ctx.now());
}
