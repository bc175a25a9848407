import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import { hashPassword } from '../crypto/password-hash.ts';
import { verifySmsCode } from '../sms/verify-sms-code.ts';

export async function resetPassword(
  ctx: IdentityContext,
  input: { phone: string; code: string; password: string },
): Promise<void> {
  const user = await ctx.repos.users.byPhone(input.phone);
  if (!user) throw new AppError('PHONE_NOT_REGISTERED');
  await verifySmsCode(ctx, { phone: input.phone, purpose: 'reset', code: input.code });
  await ctx.repos.users.setPassword(user.id, await hashPassword(input.password), ctx.now());
}
