import { describe, expect, it } from 'vitest';
import { builtPageMeta, headTags, htmlAcceptance, isPageRequest, withHeadTags } from './page-head';

describe('htmlAcceptance', () => {
  it.each([
    [undefined, 'any'],
    ['', 'any'],
    ['*/*', 'any'],
    ['text/*', 'any'],
    ['application/json, */*;q=0.1', 'any'],
    ['text/html', 'explicit'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'explicit'],
    ['TEXT/HTML; charset=utf-8', 'explicit'],
    ['application/json', 'no'],
    ['text/html;q=0, */*', 'no'],
    ['*/*;q=0', 'no'],
    ['image/avif,image/webp,*/*;q=0', 'no'],
  ] as const)('%j takes HTML: %s', (header, expected) => {
    expect(htmlAcceptance(header)).toBe(expected);
  });
});

describe('isPageRequest', () => {
  const req = (method: string, url: string, accept?: string) => ({ method, url, headers: accept ? { accept } : {} });
  it('is a page for GET and HEAD outside /api, /uploads, /assets; a file name only when HTML is asked by name', () => {
    expect(isPageRequest(req('GET', '/login', '*/*'))).toBe(true);
    expect(isPageRequest(req('HEAD', '/pages/aydinlatma-metni?x=1'))).toBe(true);
    expect(isPageRequest(req('GET', '/landing.html', 'text/html'))).toBe(true);
    expect(isPageRequest(req('GET', '/robots.txt', '*/*'))).toBe(false);
    expect(isPageRequest(req('GET', '/api/x', 'text/html'))).toBe(false);
    expect(isPageRequest(req('GET', '/api?x', 'text/html'))).toBe(false);
    expect(isPageRequest(req('GET', '/apis', 'text/html'))).toBe(true);
    expect(isPageRequest(req('GET', '/uploads/a.webp'))).toBe(false);
    expect(isPageRequest(req('GET', '/assets/', 'text/html'))).toBe(false);
    expect(isPageRequest(req('POST', '/login', 'text/html'))).toBe(false);
  });
});

describe('head tags', () => {
  it('gives absolute, escaped addresses and texts, tr_TR, and the image only when there is one', () => {
    const tags = headTags('https://r.example', { path: '/a-1', title: 'A & "B" <c>', description: "d'", image: '/x.png' });
    expect(tags).toContain('<link rel="canonical" href="https://r.example/a-1">');
    expect(tags).toContain('<meta property="og:url" content="https://r.example/a-1">');
    expect(tags).toContain('<meta property="og:title" content="A &amp; &quot;B&quot; &lt;c&gt;">');
    expect(tags).toContain('<meta property="og:description" content="d&#39;">');
    expect(tags).toContain('<meta property="og:image" content="https://r.example/x.png">');
    expect(tags).toContain('<meta property="og:locale" content="tr_TR">');
    expect(
      headTags('https://r.example', { path: '/', title: 't', description: 'd', image: 'https://cdn.example/p.jpg' }),
    ).toContain('content="https://cdn.example/p.jpg"');
    expect(headTags('https://r.example', { path: '/', title: 't', description: 'd' })).not.toContain('og:image');
  });

  it('puts them at the end of <head>, and reads back a built page title and description', () => {
    const html =
      '<html><head><title>A &amp; B | Randevu</title><meta name="description" content="&quot;x&quot; $&"></head></html>';
    expect(withHeadTags(html, '<x $&>')).toContain('<x $&>\n  </head>');
    expect(withHeadTags('<div></div>', '<x>')).toBe('<div></div>');
    expect(builtPageMeta(html)).toEqual({ title: 'A & B', description: '"x" $&' });
  });
});
