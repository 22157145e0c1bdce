import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildLogger } from '../../scripts/vite-logger.mjs';

/**
 * Preloads the Latin face of Inter (index.css), so text rarely paints in the fallback first (decision 022).
 * The file name carries a content hash, so the tag is added after the bundle is written.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'randevu:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: buildLogger(),
  plugins: [react(), tailwindcss(), preloadLatinFont()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    // In development the API runs separately; these prefixes are the API's, everything else is the SPA.
    // changeOrigin stays false: the API's CSRF check compares Origin with Host, both localhost:5173 here.
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
      '^/(login|register|register-business|categories|cities|venues|experts|appointments)($|/)': {
        target: api,
        changeOrigin: false,
        bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every module the entry imports statically (what a page needs before it paints) in one chunk, the
    // entry, instead of a dozen small shared chunks: 4 KB less gzip (one stream, no import/export glue between
    // them) and one request. Lazy chunks import what they share with it from the entry. Not for the prerender's
    // server build (scripts/prerender.mjs), which has its own output.
    // No preload helper around dynamic imports. It adds a <link rel="modulepreload"> per imported chunk
    // (and scans the document's links) on every import(): 40–60 ms of the venue page's hydration at 4× CPU, for chunks
    // that venue.html already preloads. Without it a lazy chunk's own imports load when the browser reads it.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
}));
