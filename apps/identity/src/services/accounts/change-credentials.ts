import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import { hashPassword } from '../crypto/password-hash.ts';
import { verifySmsCode } from '../sms/verify-sms-code.ts';

/** A new password, proved by a code to the account's phone; logins elsewhere end. */
export async function changePassword(
  ctx: IdentityContext,
  session: LiveSession,
  input: { code: string; password: string },
): Promise<void> {
  await verifySmsCode(ctx, { phone: session.user.phone, purpose: 'reset', code: input.code });
  const now = ctx.now();
  await ctx.repos.users.setPassword(session.user.id, await hashPassword(input.password), now);
  await ctx.repos.sessions.endUserSessions(session.user.id, now, session.sessionId);
}

/** A new login phone, proved by a code sent to it. */
export async function changePhone(
  ctx: IdentityContext,
  session: LiveSession,
  input: { phone: string; code: string },
): Promise<void> {
  if (input.phone === session.user.phone) return;
  if (await ctx.repos.users.byPhone(input.phone)) throw new AppError('PHONE_TAKEN');
  await verifySmsCode(ctx, { phone: input.phone, purpose: 'change-phone', code: input.code });
  if (!(await ctx.repos.users.setPhone(session.user.id, input.phone, ctx.now()))) throw new AppError('PHONE_TAKEN');
}
