import type { IdentityContext } from '../../context.ts';
import { hashToken } from '../crypto/tokens.ts';

/** Uses a service ticket up without redeeming it: whoever finds it later gets nothing. */
export async function burnServiceTicket(ctx: Pick<IdentityContext, 'repos' | 'now'>, ticket: string): Promise<void> {
  if (!ticket || ticket.length > 256) return;
  await ctx.repos.sessions.consumeTicket(hashToken(ticket), ctx.now());
}
