import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey: what per-address limits count under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('unwraps an IPv4-mapped IPv6 address, dotted or in hex', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, compressed or not, with or without a zone', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:fffe')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });

  it('gives every address of one /64 the same key, and addresses of two /64s different keys', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff });
    const prefix = fc.tuple(hextet, hextet, hextet, hextet).filter((p) => p.some((h) => h !== 0));
    const iid = fc.tuple(hextet, hextet, hextet, hextet);
    const text = (groups: number[]) => groups.map((h) => h.toString(16)).join(':');
    fc.assert(
      fc.property(prefix, prefix, iid, iid, (p, q, a, b) => {
        expect(addressKey(text([...p, ...a]))).toBe(addressKey(text([...p, ...b])));
        if (text(p) !== text(q)) expect(addressKey(text([...p, ...a]))).not.toBe(addressKey(text([...q, ...a])));
      }),
    );
  });
});
