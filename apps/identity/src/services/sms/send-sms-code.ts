import { createHmac, randomInt } from 'node:crypto';
import type { SmsPurpose } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import { SMS_RULES } from './sms-limits.ts';
import { smsBody } from './sms-texts.ts';

/** Codes are keyed to their phone and purpose, so a login code cannot reset a password. */
export function hashSmsCode(secret: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');
}

/**
 * Sends a fresh code unless a limit says no: one per minute and ten a day per phone, thirty an
 * hour per IP, decided atomically (concurrent requests cannot all slip under a limit). Returns the
 * seconds until another may be sent.
 */
export async function sendSmsCode(
  ctx: IdentityContext,
  input: { phone: string; purpose: SmsPurpose; ip: string; lang: Lang },
): Promise<{ resendAfterSeconds: number }> {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored = await ctx.repos.sms.insertCodeWithinLimits(
    {
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashSmsCode(ctx.config.secret, input.phone, input.purpose, code),
      ip: input.ip,
      expiresAt: new Date(now.getTime() + SMS_RULES.codeTtlMs),
      createdAt: now,
    },
    SMS_RULES,
  );
  if (stored === 'phone-limit') throw new AppError('SMS_TOO_FREQUENT');
  if (stored === 'ip-limit') throw new AppError('RATE_LIMITED');
  await ctx.sms.send({
    phone: input.phone,
    body: smsBody(code, input.purpose, input.lang, SMS_RULES.codeTtlMs / 60_000),
  });
  return { resendAfterSeconds: SMS_RULES.resendAfterMs / 1000 };
}
