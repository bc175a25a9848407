import type { FastifyInstance } from 'fastify';
import { localPath } from '@roadshow/contracts/safe-url';
import type { IdentityContext } from '../context.ts';
import { burnServiceTicket } from '../services/sessions/burn-service-ticket.ts';

/**
 * No page of the identity service takes a service ticket: they read the identity cookie. A ticket
 * that arrives in one's URL anyway (an old link, a crafted one) is used up and dropped at once, with a
 * redirect to the same address without it, so it never sits in the address bar, the history or a
 * Referer for someone else to redeem.
 */
export function registerStripTicketHook(app: FastifyInstance, ctx: IdentityContext) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://identity.invalid');
    const tickets = url.searchParams.getAll('ticket');
    if (tickets.length === 0) return;
    for (const ticket of tickets) await burnServiceTicket(ctx, ticket);
    url.searchParams.delete('ticket');
    return reply.header('cache-control', 'no-store').redirect(localPath(url), 302);
  });
}
