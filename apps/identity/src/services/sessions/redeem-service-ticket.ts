import type { ValidateTicketResult } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import { hashToken, randomToken } from '../crypto/tokens.ts';
import { toSessionUser } from '../accounts/to-session-user.ts';

/**
 * Redeems a service ticket for an app token. The ticket is used up by the attempt whatever its
 * outcome: a ticket presented for another service than it was issued for is dead, not reusable.
 */
export async function redeemServiceTicket(
  ctx: IdentityContext,
  input: { ticket: string; service: string },
): Promise<ValidateTicketResult> {
  const now = ctx.now();
  const ticket = await ctx.repos.sessions.consumeTicket(hashToken(input.ticket), now);
  if (!ticket || ticket.service !== input.service) throw new AppError('TICKET_INVALID');
  const session = await ctx.repos.sessions.sessionById(ticket.sessionId, now);
  if (!session) throw new AppError('TICKET_INVALID');
  const appToken = randomToken('AT-');
  await ctx.repos.sessions.insertAppToken({
    tokenHash: hashToken(appToken),
    sessionId: session.sessionId,
    service: new URL(input.service).origin,
    createdAt: now,
  });
  return { appToken, user: await toSessionUser(ctx, session) };
}
