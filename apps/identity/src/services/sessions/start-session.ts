import type { IdentityContext } from '../../context.ts';
import { hashToken, randomToken } from '../crypto/tokens.ts';
import { SESSION_RULES } from './session-rules.ts';

/** A new login: returns the cookie value; only its hash is stored. */
export async function startSession(
  ctx: IdentityContext,
  input: { userId: number; loginType: 'sms' | 'password' },
): Promise<{ sessionId: number; cookie: string; expiresAt: Date }> {
  const now = ctx.now();
  const cookie = randomToken('TGT-');
  const expiresAt = new Date(now.getTime() + SESSION_RULES.sessionTtlMs);
  const sessionId = await ctx.repos.sessions.insertSession({
    tokenHash: hashToken(cookie),
    userId: input.userId,
    loginType: input.loginType,
    expiresAt,
    createdAt: now,
  });
  return { sessionId, cookie, expiresAt };
}
