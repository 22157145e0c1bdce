import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export default fp(async function security(app: FastifyInstance, opts: { hsts?: boolean } = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The OpenAPI docs page (swagger-ui) needs inline styles; the SPA itself does not.
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP, so it is safe to send whenever production is asked for.
    hsts: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || !reply.getHeader('content-type')?.toString().includes('text/html')) {
      reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
    }
  });
});
