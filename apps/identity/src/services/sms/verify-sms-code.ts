import { timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import { hashSmsCode } from './send-sms-code.ts';
import { SMS_RULES } from './sms-limits.ts';

/** Uses up the code if it is right; a wrong one counts a try, and the fifth burns the code. */
export async function verifySmsCode(
  ctx: IdentityContext,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const now = ctx.now();
  const live = await ctx.repos.sms.liveCode(input.phone, input.purpose, now);
  if (!live) throw new AppError('SMS_CODE_EXPIRED');
  const given = Buffer.from(hashSmsCode(ctx.config.secret, input.phone, input.purpose, input.code));
  const stored = Buffer.from(live.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await ctx.repos.sms.recordWrongTry(live.id, SMS_RULES.maxWrongTries, now);
    throw new AppError('SMS_CODE_WRONG');
  }
  // Two requests racing with the same right code: only one of them gets it.
  if (!(await ctx.repos.sms.consume(live.id, now))) throw new AppError('SMS_CODE_EXPIRED');
}
