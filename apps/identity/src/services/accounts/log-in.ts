import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { UserRow } from '../../repositories/user-repository.ts';

export type { UserRow };
import { verifyPassword } from '../crypto/password-hash.ts';
import { verifySmsCode } from '../sms/verify-sms-code.ts';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_PHONE = 5;
const MAX_FAILURES_PER_IP = 30;

/** A password login. Five wrong passwords lock the phone's password login for 15 minutes. */
export async function logInWithPassword(
  ctx: IdentityContext,
  input: { phone: string; password: string; ip: string },
): Promise<UserRow> {
  const since = new Date(ctx.now().getTime() - WINDOW_MS);
  const attempts = ctx.repos.loginAttempts;
  if ((await attempts.failuresSince({ phone: input.phone }, since)) >= MAX_FAILURES_PER_PHONE)
    throw new AppError('LOGIN_LOCKED');
  if (input.ip && (await attempts.failuresSince({ ip: input.ip }, since)) >= MAX_FAILURES_PER_IP)
    throw new AppError('RATE_LIMITED');
  const user = await ctx.repos.users.byPhone(input.phone);
  // The same answer and about the same work whether or not the phone exists.
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await verifyPassword(input.password, DUMMY_HASH), false);
  await attempts.record({ phone: input.phone, ip: input.ip, succeeded: ok });
  if (!ok || !user) throw new AppError('LOGIN_FAILED');
  return user;
}

/** An SMS login: the code proves the phone; a phone without an account is told to register. */
export async function logInWithSms(ctx: IdentityContext, input: { phone: string; code: string }): Promise<UserRow> {
  const user = await ctx.repos.users.byPhone(input.phone);
  if (!user) throw new AppError('PHONE_NOT_REGISTERED');
  await verifySmsCode(ctx, { phone: input.phone, purpose: 'login', code: input.code });
  return user;
}

// A valid hash of a random password, so unknown phones cost one scrypt like known ones.
const DUMMY_HASH = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$0dNTv2N1Tk6vVqQ1D8b3JmJb0uS7rG9y3m4yQ8u0k1A';
