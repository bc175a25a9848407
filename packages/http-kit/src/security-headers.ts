import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const NONCE = Symbol('cspNonce');

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
    /**
     * Set by a route whose page may be framed by other origins than the configured embedding
     * parents: this response's `frame-ancestors` becomes `'self'` plus exactly these origins.
     * null (the default) keeps the configured list.
     */
    cspFrameAncestors: string[] | null;
    /**
     * Set by a service whose forms may end in a redirect to other origins (the identity service's
     * login sends the browser on to the platform's sites): `form-action` becomes `'self'` plus these.
     */
    cspFormActions: string[] | null;
  }
}

/**
 * DESIGN §6 security headers on every response. Scripts need this response's nonce; styles allow
 * inline because antd writes its CSS variables and style attributes at run time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    /** Origins that may frame our pages (the embedding parents). */
    frameAncestors: string[];
    /** Origins our pages may frame besides our own (an identity service on another origin). */
    frameSources?: string[];
    /** The site is served over HTTPS only (SECURE_COOKIES): browsers are told to never use plain HTTP. */
    hsts?: boolean;
    /** Origins our pages load images from besides our own (a separate files origin, FILES_URL). */
    imageSources?: string[];
  },
) {
  const sourceList = (origins: readonly string[]) => [...new Set(["'self'", ...origins])].join(' ');
  const frameAncestors = sourceList(options.frameAncestors);
  const frameSources = sourceList(options.frameSources ?? []);
  const imageSources = [...sourceList(options.imageSources ?? []).split(' '), 'data:', 'blob:'].join(' ');
  // Made on first read: only HTML answers need a nonce, and API calls are the hot path.
  app.decorateRequest('cspNonce', {
    getter() {
      const holder = this as unknown as { [NONCE]?: string };
      holder[NONCE] ??= randomBytes(16).toString('base64');
      return holder[NONCE];
    },
  });
  app.decorateRequest('cspFrameAncestors', null);
  app.decorateRequest('cspFormActions', null);
  // Callback-style hook: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    // A year: after one visit over HTTPS this browser sends nothing to the site in clear. Not
    // includeSubDomains: the operator's other hosts under the same domain are not ours to decide.
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000');
    // The document policy matters only for documents; scripts, styles and images skip ~700 bytes.
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !contentType.startsWith('text/html')) return done(null, payload);
    // Swagger UI ships its own inline bootstrap; the docs pages get a looser script policy.
    const docs = /^\/(roadshow|identity)\/docs(\/|$)/.test(request.url);
    const scripts = docs ? "'self' 'unsafe-inline'" : `'self' 'nonce-${request.cspNonce}'`;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src ${scripts}`,
        "style-src 'self' 'unsafe-inline'",
        `img-src ${imageSources}`,
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        `frame-src ${frameSources}`,
        `frame-ancestors ${request.cspFrameAncestors ? sourceList(request.cspFrameAncestors) : frameAncestors}`,
        "object-src 'none'",
        // No page needs <base>; 'none' stops an injected one from redirecting relative script URLs.
        "base-uri 'none'",
        `form-action ${sourceList(request.cspFormActions ?? [])}`,
      ].join('; '),
    );
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    done(null, payload);
  });
}
