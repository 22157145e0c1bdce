import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The reference page the web-vitals spec measures next to ours (decision 068): a fixed
 * document with a known amount of style and layout, served from loopback like the app, so its LCP moves with the
 * machine (CPU, run queue, Chromium build) and not with our code. Everything here is generated from constants:
 * the same bytes on every run.
 *
 * Its shape follows what a server-rendered page of ours paints first: an HTML document of ~40 KB with ~350
 * elements, one render-blocking stylesheet of ~75 KB (the app's Tailwind build is 75 KB), a large heading as the
 * largest content, and no script before the first paint.
 */
export const BASELINE_HEADING = 'Referans sayfası: sabit stil ve yerleşim';

const RULES = 380;
const CARDS = 24;

function stylesheet() {
  const rules: string[] = [
    '*,*::before,*::after{box-sizing:border-box;margin:0;padding:0;border:0 solid #e5e7eb}',
    'html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5}',
    'body{min-height:100vh;background:#f8fafc;color:#0f172a}',
    '.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}',
    'header{position:sticky;top:0;z-index:40;display:flex;align-items:center;justify-content:space-between;height:4rem;border-bottom-width:1px;background:rgba(255,255,255,.85);backdrop-filter:blur(8px)}',
    '.glow{position:absolute;inset:-1.5rem;z-index:-1;border-radius:2.5rem;background:linear-gradient(135deg,rgba(199,210,254,.7),rgba(254,243,199,.6),transparent);filter:blur(40px)}',
    '.panel{position:relative;max-width:24rem;border-radius:1.5rem;border-width:1px;background:#fff;padding:1.25rem;box-shadow:0 20px 25px -5px rgba(0,0,0,.1),0 8px 10px -6px rgba(0,0,0,.1)}',
    '.days{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:.375rem;margin-top:1.25rem;text-align:center;font-size:.75rem}',
    '.days>div{border-radius:.75rem;background:#f5f5f4;padding:.5rem 0}',
    '.icon{width:1.25rem;height:1.25rem;flex-shrink:0}',
    'nav{display:flex;gap:1rem}',
    '.hero{display:grid;gap:1.5rem;padding:3rem 0;background:linear-gradient(135deg,#eef2ff,#fdf2f8)}',
    'h1{font-size:2.25rem;line-height:1.15;font-weight:800;letter-spacing:-0.02em;max-width:40rem;text-wrap:balance}',
    '@media (min-width:768px){h1{font-size:3.75rem}.grid{grid-template-columns:repeat(3,minmax(0,1fr))}}',
    '.lead{font-size:1.125rem;color:#475569;max-width:36rem}',
    '.grid{display:grid;gap:1rem;grid-template-columns:repeat(1,minmax(0,1fr));padding:2rem 0}',
    '.card{display:flex;flex-direction:column;gap:.5rem;padding:1rem;border-radius:.75rem;border-width:1px;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.05)}',
  ];
  for (let i = 0; i < RULES; i++) {
    const hue = (i * 37) % 360;
    rules.push(
      `.u${i}{padding:${i % 7}px ${i % 11}px;margin-top:${i % 5}px;color:hsl(${hue} 40% 30%);` +
        `font-size:${12 + (i % 6)}px;border-radius:${i % 9}px;display:${i % 3 ? 'block' : 'flex'}}`,
      `.card .u${i}:hover,.grid>.u${i}:focus-visible{outline:2px solid hsl(${hue} 70% 50%);outline-offset:2px}`,
    );
  }
  return rules.join('\n');
}

function documentHtml(cssPath: string) {
  const words = 'Randevu kuaför berber güzellik salonu uzman hizmet saat gün hafta İstanbul Kadıköy Moda'.split(' ');
  const text = (seed: number, count: number) =>
    Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');
  const icon =
    '<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">' +
    '<path d="M8 2v3"/><path d="M16 2v3"/><rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18"/>' +
    '<path d="m9 15 2 2 4-4"/></svg>';
  const cards = Array.from({ length: CARDS }, (_, c) => {
    const items = Array.from({ length: 8 }, (_, k) => `<li class="u${(c * 8 + k) % RULES}">${text(c + k, 6)}</li>`).join('');
    return (
      `<article class="card u${c % RULES}">${icon}<h3 class="u${(c * 13) % RULES}">${text(c, 3)}</h3>` +
      `<p class="u${(c * 17) % RULES}">${text(c + 1, 18)}</p><ul>${items}</ul>` +
      `<a class="u${(c * 19) % RULES}" href="#k${c}">${text(c + 2, 2)}</a></article>`
    );
  }).join('\n');
  const days = Array.from({ length: 7 }, (_, i) => `<div>${text(i, 1)}<span>${12 + i}</span></div>`).join('');
  const links = Array.from({ length: 8 }, (_, i) => `<a href="#n${i}" class="u${i}">${text(i, 1)}</a>`).join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referans</title><link rel="stylesheet" href="${cssPath}"></head>
<body><header class="wrap"><strong>Randevu</strong><nav>${links}</nav></header>
<main><section class="hero"><div class="wrap"><h1>${BASELINE_HEADING}</h1>
<p class="lead">${text(1, 30)}</p>
<div class="panel"><div class="glow"></div>${icon}<strong>${text(2, 3)}</strong><div class="days">${days}</div></div></div></section>
<section class="wrap grid">${cards}</section></main>
<footer class="wrap"><p>${text(3, 40)}</p></footer></body></html>`;
}

/** Starts the reference page on 127.0.0.1 (a random port); `close()` stops it. */
export async function startBaselineServer() {
  const css = stylesheet();
  const html = documentHtml('/baseline.css');
  const server = http.createServer((req, res) => {
    const isCss = req.url === '/baseline.css';
    res.writeHead(200, {
      'content-type': isCss ? 'text/css; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(isCss ? css : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sizes: { html: Buffer.byteLength(html), css: Buffer.byteLength(css) },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
