// Writes NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9) beside every text file of the build above 1 KB,
// so that the server sends them as they are (@fastify/static `preCompressed`, apps/api/src/plugins/web.ts) with no
// compression work per request. The server bundle (ssr/) is never sent and is skipped. Deterministic:
// the same input gives the same bytes (scripts/build-fingerprint.mjs compares two builds).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.relative(dist, full) !== 'ssr') yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const file of files(dist)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  // Only where it saves something (a tiny or incompressible file is served as it is).
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  count += 1;
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
