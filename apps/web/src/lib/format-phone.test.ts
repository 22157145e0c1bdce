import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, phoneHref } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['5551112233', '0555 111 22 33'],
    ['05551112233', '0555 111 22 33'],
    ['+905551112233', '0555 111 22 33'],
    ['905551112233', '0555 111 22 33'],
    ['0090 555 111 22 33', '0555 111 22 33'],
    ['0 (212) 555 00 00', '0212 555 00 00'],
    ['2842120000', '0284 212 00 00'],
  ])('writes %s as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('leaves a foreign or incomplete number as it was given', () => {
    expect(formatPhone('+4915123456789')).toBe('+4915123456789');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(' 0555 11 ')).toBe('0555 11');
  });

  it('gives every Turkish mobile number the same 14-character shape, whatever way it was stored', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5\d{9}$/), fc.constantFrom('', '0', '+90', '90'), (national, prefix) => {
        const shown = formatPhone(`${prefix}${national}`);
        expect(shown).toMatch(/^0\d{3} \d{3} \d{2} \d{2}$/);
        expect(shown.replace(/\D/g, '')).toBe(`0${national}`);
      }),
    );
  });
});

describe('phoneHref', () => {
  it('links a Turkish number with its country code and keeps a foreign one', () => {
    expect(phoneHref('05551112233')).toBe('tel:+905551112233');
    expect(phoneHref('+4915123456789')).toBe('tel:+4915123456789');
  });
});
