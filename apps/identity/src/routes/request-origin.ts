import type { FastifyRequest } from 'fastify';

/** The origin the browser used to reach us. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Form fields and query values arrive as strings; anything else is treated as absent. */
export function stringField(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
