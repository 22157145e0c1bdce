import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export default fp(async function security(app: FastifyInstance, opts: { hsts?: boolean } = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Stylesheets from our origin only. The SPA's toasts (sonner) and dialogs' scroll lock (Radix)
        // insert <style> elements at run time, so elements may be inline; style="" attributes may not
        // (React sets styles through the CSSOM, which CSP does not govern). The docs page gets its
        // own, relaxed policy (plugins/docs.ts).
        'style-src': ["'self'"],
        'style-src-elem': ["'self'", "'unsafe-inline'"],
        'style-src-attr': ["'none'"],
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
