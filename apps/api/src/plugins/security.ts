import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers every response carries, computed once at start-up. helmet builds them from its
 * options; @fastify/helmet re-ran that build (parsing the CSP directives) on every request, which was 7 % of
 * the server's CPU on a cached public read. The headers do not depend on the request, so we run
 * helmet's middleware once against a recording response and send the recorded set on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export default fp(async function security(app: FastifyInstance, opts: { hsts?: boolean } = {}) {
  const headers = securityHeaders({
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
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Set first, so a route may still replace one (the opt-out page sends its own Content-Security-Policy).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('Cache-Control')) {
      if (request.url.startsWith('/api/') || !String(reply.getHeader('content-type') ?? '').includes('text/html')) {
        reply.header('Cache-Control', 'no-store');
      }
    }
    done(null, payload);
  });
});
