import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/content-encoding';

/**
 * Compression without a proxy (`npm start` served everything uncompressed). Every route registered after
 * this plugin compresses an answer of a compressible type (HTML, JSON, CSV, SVG…) above 1 KB for a client that
 * accepts it: brotli at quality 4 (the library's default for dynamic answers), else gzip. What is already encoded
 * passes through untouched: the built assets, sent precompressed by @fastify/static (plugins/web.ts), and the
 * public cache's hits, whose compressed bytes it keeps with the entry (lib/public-cache.ts). Images are not a
 * compressible type.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
});
