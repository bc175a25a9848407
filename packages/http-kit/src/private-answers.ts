import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Cookies and headers that say who the caller is (the platform's app token, the identity session). */
const IDENTIFYING_COOKIES = ['ticket', 'rs_tgc'];

/** Whether the request says who the caller is: its answer is then never stored (item 8). */
export function identifiesCaller(request: FastifyRequest): boolean {
  if (request.headers.tgt || request.headers.authorization) return true;
  const cookies = request.cookies ?? {};
  return IDENTIFYING_COOKIES.some((name) => Boolean(cookies[name]));
}

// Bytes that are the same for every caller keep their own caching (fingerprinted assets, avatars).
const SHARED_TYPES = /^(image\/|font\/|audio\/|video\/|text\/css|text\/javascript|application\/javascript)/;

/**
 * Hardening item 8: a page, JSON answer or redirect made for a logged-in caller (or one that logs
 * someone in or out) is never stored, so Back after logout cannot show it from the browser's cache
 * and no shared cache keeps it. Private images already say `private, no-store` themselves.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (SHARED_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return;
    if (!identifiesCaller(request) && !reply.hasHeader('set-cookie')) return;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
  });
}
