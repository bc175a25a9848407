import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { renderOutboxPage } from '../pages/render-auth-pages.ts';
import { listOutbox } from '../services/sms/list-outbox.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a browser on this very machine, talking to us directly: the socket's peer, not the
 * (forgeable) X-Forwarded-For, and no proxy in between.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

/** The sandbox SMS outbox: exists only while no real provider is configured. */
export function devOutboxRoute(app: FastifyInstance, ctx: IdentityContext) {
  if (!ctx.sms.sandbox) return;
  app.get('/dev/sms', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const phone =
      typeof (request.query as { phone?: unknown }).phone === 'string'
        ? (request.query as { phone: string }).phone
        : undefined;
    const rows = await listOutbox(ctx, phone);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage({ lang: request.lang, nonce: request.cspNonce, rows }));
  });
}
