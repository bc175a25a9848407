import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import { hashToken } from '../crypto/tokens.ts';

/** The live session behind header `tgt`; a missing, forged, foreign or ended one is a 401. */
export async function resolveAppToken(ctx: IdentityContext, tgt: string | undefined): Promise<LiveSession> {
  if (!tgt || tgt.length > 256) throw new AppError('UNAUTHORIZED');
  const session = await ctx.repos.sessions.sessionByAppToken(hashToken(tgt), ctx.now());
  if (!session) throw new AppError('UNAUTHORIZED');
  return session;
}
