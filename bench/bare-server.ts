/**
 * The ceiling for `npm run bench:http`: a bare Fastify server (no plugins, no database) that
 * answers each benchmarked URL with the exact bytes the real server sent for it, from memory.
 * Started as its own process, like the server under test. argv: <port> <bodies.json>, where the
 * file maps a URL (path and query) to { body (base64), contentType }.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, { body: string; contentType: string }>).map(
    ([url, v]) => [url, { body: Buffer.from(v.body, 'base64'), contentType: v.contentType }],
  ),
);
const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const hit = bodies.get(request.url);
  if (!hit) return reply.code(404).send({ success: false });
  return reply.header('content-type', hit.contentType).send(hit.body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
