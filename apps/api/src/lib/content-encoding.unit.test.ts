import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressOnce, negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['BR', 'br'],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('reads only the first 512 characters of a hostile header, and never throws', () => {
    expect(negotiateEncoding(`${'x;q=1,'.repeat(100_000)}br`)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect([undefined, 'br', 'gzip']).toContain(negotiateEncoding(header));
      }),
    );
  });
});

describe('compressOnce', () => {
  const body = Buffer.from(
    JSON.stringify({ success: true, data: Array.from({ length: 50 }, (_, i) => ({ id: i, ad: 'Kuaför Şule' })) }),
  );
  it('gives bytes that decompress to the body, smaller than it', () => {
    const br = compressOnce('br', body);
    const gz = compressOnce('gzip', body);
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 3);
    expect(gz.length).toBeLessThan(body.length / 3);
  });
});
