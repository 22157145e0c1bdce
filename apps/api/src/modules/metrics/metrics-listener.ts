import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * METRICS_PORT (decision 057): a listener of its own on 127.0.0.1 that answers `GET /metrics` and nothing else, for a
 * Prometheus on this machine. No proxy is configured to reach it, so it needs no token; the main port keeps refusing
 * /metrics without one in production.
 */
export async function startMetricsListener(
  app: FastifyInstance,
  port: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    app.scrapeMetrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
