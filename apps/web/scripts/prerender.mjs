#!/usr/bin/env node
/**
 * The HTML pages the API serves besides index.html (decision 022), written after `vite build`:
 * - dist/landing.html: builds src/prerender.tsx for Node with the app's Vite config, renders it, and writes
 *   the built index.html (same scripts, styles and preloads) with the page's markup in #root, marked for
 *   hydration, and the page's own <title> and description. Served for `/` to a request without a session cookie.
 * - dist/pages/{type}.html: the four legal texts (/pages/{type}; decision 056), rendered the same way from the same
 *   bundle (renderLegal). Served for their paths to a request without a session cookie.
 * - dist/ssr/render.mjs (and its chunks): the same bundle, kept for the API, whose `renderVenue` renders a
 *   public venue page at request time into venue.html's #root (apps/api/src/plugins/web.ts), and `renderListing`
 *   the listing (/companies; `listingReads` names what it reads; apps/api/src/plugins/web-listing.ts, decision 095).
 * - dist/venue.html: index.html plus <link rel="modulepreload"> for the venue page's route chunk, its imports
 *   and the query client, so they download with the entry instead of after it. The API fills in the venue's
 *   JSON and serves it for a public venue address (apps/api/src/plugins/web.ts).
 * Fails (exit 1) rather than write a page it cannot vouch for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
// Inside the web app so the bundle resolves react and react-router from node_modules. Kept: the API imports
// it to render a venue page for a visitor without a session (renderVenue; never served as a file).
const outDir = path.join(dist, 'ssr');
const SSR_ENTRY = 'render.mjs'; // apps/api/src/plugins/web.ts
const PRERENDERED_ATTRIBUTE = 'data-prerendered'; // src/config/prerender.ts

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

const indexPath = path.join(dist, 'index.html');
if (!fs.existsSync(indexPath)) fail(`no ${indexPath}: run vite build first`);

const started = Date.now();
let rendered;
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // React, React Router and TanStack Query bundled in their production builds: left external, they would
    // pick their development builds in an API process without NODE_ENV=production (three times the CPU per
    // render, measured with --cpu-prof; decision 022).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: SSR_ENTRY, chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const { renderLanding, renderLegal, legalPageTypes, renderVenue, renderListing, listingReads } = await import(
    pathToFileURL(path.join(outDir, SSR_ENTRY)).href
  );
  if (typeof renderVenue !== 'function') throw new Error(`${SSR_ENTRY} exports no renderVenue`);
  if (typeof renderListing !== 'function' || typeof listingReads !== 'function')
    throw new Error(`${SSR_ENTRY} exports no renderListing and listingReads`);
  rendered = [['landing.html', await renderLanding()]];
  for (const type of legalPageTypes) rendered.push([path.join('pages', `${type}.html`), await renderLegal(type)]);
} catch (error) {
  fs.rmSync(outDir, { recursive: true, force: true });
  throw error;
}

/** index.html with the page's markup in #root, marked for hydration, and its own title and description. */
function writePage(file, { html, title, description }) {
  if (!html.includes('<h1')) fail(`the rendered ${file} has no <h1>`);
  // The Content-Security-Policy allows no inline script: the markup must be complete without one.
  if (/<script\b/i.test(html)) fail(`the rendered ${file} contains a <script> (an unfinished Suspense boundary?)`);
  let page = fs.readFileSync(indexPath, 'utf8');
  const replace = (pattern, replacement, what) => {
    if (!pattern.test(page)) fail(`dist/index.html has no ${what}`);
    page = page.replace(pattern, replacement);
  };
  replace(/<div id="root"><\/div>/, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}</div>`, 'empty <div id="root">');
  replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`, '<title>');
  replace(
    /<meta name="description" content="[^"]*"/,
    () => `<meta name="description" content="${escapeHtml(description)}"`,
    'meta description',
  );
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), page);
  return Buffer.byteLength(page);
}

fs.rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
const sizes = rendered.map(([file, page]) => `dist/${file} (${(writePage(file, page) / 1000).toFixed(1)} KB)`);
console.log(`prerender: ${sizes.join(', ')} in ${Date.now() - started} ms`);

// The venue page: its lazy chunks, known from the manifest, preloaded next to the entry.
const VENUE_ROUTE = 'src/app/routes/marketplace-venue.tsx';
const QUERY_CLIENT = 'src/lib/query-client.ts';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const index = fs.readFileSync(indexPath, 'utf8');
const preloads = new Set();
const addChunk = (key) => {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk ${key}`);
  const href = `/${chunk.file}`;
  if (preloads.has(href) || index.includes(`"${href}"`)) return;
  preloads.add(href);
  for (const imported of chunk.imports ?? []) addChunk(imported);
};
/** The manifest key of the chunk that holds `source`: its own key, or (a module other chunks import too) by source map. */
const chunkOf = (source) => {
  if (manifest[source]) return source;
  const found = Object.keys(manifest).find((key) => {
    const mapPath = path.join(dist, `${manifest[key].file}.map`);
    if (!manifest[key].file.endsWith('.js') || !fs.existsSync(mapPath)) return false;
    const { sources = [] } = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
    return sources.some((s) => path.relative(webRoot, path.resolve(path.dirname(mapPath), s)) === source);
  });
  if (!found) fail(`no chunk holds ${source}`);
  return found;
};
addChunk(chunkOf(VENUE_ROUTE));
addChunk(chunkOf(QUERY_CLIENT));
if (!index.includes('</head>')) fail('dist/index.html has no </head>');
const links = [...preloads].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
fs.writeFileSync(
  path.join(dist, 'venue.html'),
  index.replace('</head>', () => `  ${links}\n  </head>`),
);
console.log(`prerender: dist/venue.html (${preloads.size} route chunks preloaded)`);
