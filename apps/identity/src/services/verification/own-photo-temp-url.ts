import type { TempUrl } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { VerificationKind } from '../../repositories/verification-repository.ts';
import { TEMP_URL_MINUTES, tempFileUrl } from './verification-view.ts';

/** A short-lived signed link to the user's own latest photo of a kind; 404 when there is none. */
export async function ownPhotoTempUrl(ctx: IdentityContext, userId: number, kind: VerificationKind): Promise<TempUrl> {
  const latest = await ctx.repos.verifications.latest(userId, kind);
  if (!latest) throw new AppError('NOT_FOUND');
  const expiresAt = new Date(ctx.now().getTime() + TEMP_URL_MINUTES * 60_000);
  return { url: tempFileUrl(ctx, latest.imageKey), expiresAt: expiresAt.toISOString() };
}
