// Compiles the API (and @randevu/contracts, which ships TypeScript source) into one ES module,
// apps/api/dist/server.js, with esbuild. Every other package stays an external import from
// node_modules, so the production server runs `node apps/api/dist/server.js` with no tsx.
// Decision record 020 ("Compiled build") says why esbuild and not tsc.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(apiRoot, 'dist', 'server.js');

/** Bundles src/server.ts; returns the milliseconds it took. */
export async function buildServer() {
  const started = performance.now();
  await build({
    entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externals-except-workspace',
        setup(b) {
          // Bare imports stay external, except our own workspace packages (TypeScript source).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@randevu/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`api compiled in ${ms} ms: ${path.relative(process.cwd(), serverBundle)}`);
}
