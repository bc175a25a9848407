import type { IdentityContext } from '../../context.ts';

/** Logs one session out; every app token redeemed from it dies with it. */
export async function endSession(ctx: Pick<IdentityContext, 'repos' | 'now'>, sessionId: number): Promise<void> {
  await ctx.repos.sessions.endSession(sessionId, ctx.now());
}

/** Logs the user out everywhere (the security center's "sign out on all devices"). */
export async function endUserSessions(ctx: Pick<IdentityContext, 'repos' | 'now'>, userId: number): Promise<void> {
  await ctx.repos.sessions.endUserSessions(userId, ctx.now());
}
