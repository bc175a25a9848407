import type { UserTypeInfo } from '@roadshow/contracts/identity';
import type { VerificationStatus } from '@roadshow/contracts/verification';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import type { UserRow } from '../../repositories/user-repository.ts';

export async function verificationStatus(
  ctx: Pick<IdentityContext, 'repos'>,
  userId: number,
  kind: 'card' | 'id',
): Promise<VerificationStatus> {
  const row = await ctx.repos.verifications.latest(userId, kind);
  return row?.status === 'verified' || row?.status === 'failed' || row?.status === 'verifying'
    ? row.status
    : 'unverified';
}

/**
 * Spec "user type info by id or phone". A user may ask about themselves; operators about anyone.
 * An unknown user and a forbidden one answer alike, so the call cannot probe who is registered.
 */
export async function userTypeInfo(
  ctx: IdentityContext,
  asker: LiveSession,
  query: { userId?: string; phone?: string },
): Promise<UserTypeInfo> {
  const target: UserRow | undefined = query.userId
    ? await ctx.repos.users.byId(Number(query.userId))
    : await ctx.repos.users.byPhone(query.phone ?? '');
  if (!target || (target.id !== asker.user.id && asker.user.role !== 'operator')) throw new AppError('NOT_FOUND');
  return {
    userId: String(target.id),
    userType: target.role === 'operator' ? 'operator' : 'investor',
    cardStatus: await verificationStatus(ctx, target.id, 'card'),
    identityStatus: await verificationStatus(ctx, target.id, 'id'),
  };
}
