import { describe, expect, it } from 'vitest';
import { formatRating } from './rating-stars';

describe('formatRating', () => {
  it("writes every rating as Intl.NumberFormat('tr-TR') with one decimal would", () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // Averages of up to 1,000 ratings, the halves included (4.25, 4.35, 4.45: binary fractions round both ways).
    for (let n = 1000; n <= 5000; n++) expect(formatRating(n / 1000)).toBe(intl.format(n / 1000));
    for (const value of [1, 4.05, 4.15, 4.25, 4.35, 4.45, 4.55, 4.95, 4.96, 5, 13 / 3, 14 / 3]) {
      expect(formatRating(value)).toBe(intl.format(value));
    }
  });

  it('uses the Turkish decimal comma', () => {
    expect(formatRating(4.6)).toBe('4,6');
    expect(formatRating(5)).toBe('5,0');
  });
});
