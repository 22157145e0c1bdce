import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@randevu/contracts';

/**
 * Serves the built SPA and uploaded images, and answers every unknown path: JSON 404 for
 * /api and for non-HTML requests, index.html for a browser's GET (ARCHITECTURE rule 4).
 */
export default fp(async function web(app: FastifyInstance, opts: { webDistDir: string; uploadDir: string }) {
  fs.mkdirSync(opts.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Upload names are never reused (lib/images.ts), so a year is safe.
    maxAge: '365d',
    immutable: true,
  });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // NOTE: wildcard:false registers one route per built file at start-up, so unknown paths reach the SPA fallback.
    app.get('/', (_req, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (hasWeb && request.method === 'GET' && wantsHtml && !isApi) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
  });
});
