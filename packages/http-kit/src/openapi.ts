import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { title: string; routePrefix: string; mountedAt: string },
) {
  await app.register(swagger, {
    openapi: {
      info: { title: options.title, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  // The UI builds its asset links from routePrefix alone; indexPrefix adds where the API is mounted.
  await app.register(swaggerUi, { routePrefix: options.routePrefix, indexPrefix: options.mountedAt });
}
