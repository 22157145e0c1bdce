import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKurus, formatLira } from './money';

describe('formatLira (the one price format: site, e-mails, SMS)', () => {
  it('groups thousands with dots, shows kuruş with a comma only when there are any', () => {
    expect(formatLira(0)).toBe('₺0');
    expect(formatLira(350)).toBe('₺350');
    expect(formatLira(350.5)).toBe('₺350,50');
    expect(formatLira(1234.5)).toBe('₺1.234,50');
    expect(formatLira(1250)).toBe('₺1.250');
    expect(formatLira(1_000_000.05)).toBe('₺1.000.000,05');
    expect(formatLira(275.499999)).toBe('₺275,50');
    expect(formatLira(-12.3)).toBe('-₺12,30');
  });

  it('formats kuruş the same way', () => {
    expect(formatKurus(45000)).toBe('₺450');
    expect(formatKurus(125050)).toBe('₺1.250,50');
    expect(formatKurus(5)).toBe('₺0,05');
  });

  it('agrees with Intl tr-TR for every amount up to a million lira, kuruş included', () => {
    const intl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (kurus) => {
        const expected = intl.format(kurus / 100).replace(/,00$/, '');
        expect(formatKurus(kurus)).toBe(expected);
      }),
    );
  });
});
