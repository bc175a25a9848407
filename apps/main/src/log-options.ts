import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /^(ticket|tgt|token|password|psw|code|idNumber|certificateNumber)$/i;

/** A URL fit for the logs: values of secret parameters replaced (DESIGN §2: never log tickets or codes). */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  if (cut < 0) return url;
  const params = new URLSearchParams(url.slice(cut + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, cut)}?${params.toString()}`;
}

export function logOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.tgt', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        id: request.id,
        ip: request.ip,
      }),
    },
  };
}
