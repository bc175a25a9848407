import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { UserRow } from '../../repositories/user-repository.ts';
import { hashPassword } from '../crypto/password-hash.ts';
import { verifySmsCode } from '../sms/verify-sms-code.ts';

const DEFAULT_NICKNAME: Record<Lang, string> = { 'zh-CN': '投资者', en: 'Investor ', tc: '投資者' };

/**
 * A new account for a phone that proved itself with a code. Only that phone may register it
 * (spec §5); the unique index, not an earlier read, decides between two concurrent registrations.
 */
export async function registerUser(
  ctx: IdentityContext,
  input: { phone: string; code: string; password: string; agreed: boolean; lang: Lang },
): Promise<UserRow> {
  if (!input.agreed) throw new AppError('TERMS_NOT_AGREED');
  if (await ctx.repos.users.byPhone(input.phone)) throw new AppError('PHONE_TAKEN');
  await verifySmsCode(ctx, { phone: input.phone, purpose: 'register', code: input.code });
  const now = ctx.now();
  const user = await ctx.repos.users.insertIfNew({
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    nickName: `${DEFAULT_NICKNAME[input.lang]}${input.phone.slice(-4)}`,
    lang: input.lang,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new AppError('PHONE_TAKEN');
  return user;
}
