import type { IdentityContext } from '../../context.ts';
import { hashToken, randomToken } from '../crypto/tokens.ts';
import { SESSION_RULES } from './session-rules.ts';

/** A one-time ticket for one exact service URL, valid for seconds. */
export async function issueServiceTicket(ctx: IdentityContext, sessionId: number, service: string): Promise<string> {
  const now = ctx.now();
  const ticket = randomToken('ST-');
  await ctx.repos.sessions.insertTicket({
    ticketHash: hashToken(ticket),
    sessionId,
    service,
    expiresAt: new Date(now.getTime() + SESSION_RULES.ticketTtlMs),
    createdAt: now,
  });
  return ticket;
}
