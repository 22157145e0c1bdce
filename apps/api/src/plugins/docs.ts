import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document generated from the contract schemas, browsable at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Randevu API', version: '1.0.0', description: 'Randevu pazaryeri API (product-spec bölüm 7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // swagger-ui styles itself with style attributes: only its pages relax the site-wide style policy.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: (header) =>
      header
        .replace(/style-src 'self'(;|$)/, "style-src 'self' 'unsafe-inline'$1")
        .replace(/style-src-attr 'none'/, "style-src-attr 'unsafe-inline'"),
  });
});
