import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * DESIGN §6 security headers on every response. Scripts need this response's nonce; styles allow
 * inline because antd writes its CSS variables and style attributes at run time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { frameAncestors: string[] }) {
  const frameAncestors = ["'self'", ...options.frameAncestors].join(' ');
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // The document policy matters only for documents; scripts, styles and images skip ~700 bytes.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    // Swagger UI ships its own inline bootstrap; the docs pages get a looser script policy.
    const docs = /^\/(roadshow|identity)\/docs(\/|$)/.test(request.url);
    const scripts = docs ? "'self' 'unsafe-inline'" : `'self' 'nonce-${request.cspNonce}'`;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src ${scripts}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        `frame-ancestors ${frameAncestors}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });
}
