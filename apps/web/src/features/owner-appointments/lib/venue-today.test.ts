import { describe, expect, it } from 'vitest';
import { venueToday } from './venue-today';

describe('venueToday', () => {
  it('gives the Istanbul calendar day, which starts three hours before the UTC one', () => {
    expect(venueToday(Date.parse('2026-11-24T20:59:00Z'))).toBe('2026-11-24');
    expect(venueToday(Date.parse('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
    expect(venueToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
