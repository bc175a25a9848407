import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The answer for a path under `under` that no route of this service takes: 405 METHOD_NOT_ALLOWED
 * with an Allow header when the path is a route under other methods, else 404 NOT_FOUND, both in
 * the envelope. Without it the composed server's web pages took them and answered an API client
 * with an HTML page. Call it before the routes are added: it learns them as they are. The calls'
 * paths are fixed (the contract has no path parameters), so they are matched as written.
 */
export function registerApiFallback(app: FastifyInstance, under = '/*') {
  const methodsOf = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = methodsOf.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsOf.set(route.url, methods);
  });
  app.all(under, { schema: { hide: true } }, async (request, reply) => {
    const allowed = methodsOf.get(request.url.split('?')[0]!);
    if (!allowed) throw new AppError('NOT_FOUND');
    reply.header('allow', [...allowed].sort().join(', '));
    throw new AppError('METHOD_NOT_ALLOWED');
  });
}
