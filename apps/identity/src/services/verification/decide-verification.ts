import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';

/** An operator's decision: approve, or reject with a reason the user will read. Decided once. */
export async function decideVerification(
  ctx: IdentityContext,
  input: { id: number; reviewerId: number; approve: boolean; reason: string },
) {
  const reason = input.reason.trim().slice(0, 200);
  if (!input.approve && !reason) throw new AppError('REASON_REQUIRED');
  const decided = await ctx.repos.verifications.decide(input.id, {
    status: input.approve ? 'verified' : 'failed',
    reason: input.approve ? '' : reason,
    reviewerId: input.reviewerId,
    at: ctx.now(),
  });
  if (!decided) throw new AppError('VERIFICATION_DECIDED');
}
