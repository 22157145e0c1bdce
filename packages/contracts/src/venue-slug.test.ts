import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseVenueSegment } from './constants';
import { VENUE_SLUG_FALLBACK, VENUE_SLUG_MAX_LENGTH, venueSegment, venueSlug } from './venue-slug';

describe('venueSlug', () => {
  it('transliterates the Turkish letters and writes lower case', () => {
    expect(venueSlug('Çağlar Işıl Güzellik Salonu')).toBe('caglar-isil-guzellik-salonu');
    expect(venueSlug('İSTANBUL ŞÖHRET ÜĞÇ')).toBe('istanbul-sohret-ugc');
    expect(venueSlug('ıi İI ğĞ şŞ çÇ öÖ üÜ')).toBe('ii-ii-gg-ss-cc-oo-uu');
  });

  it('turns every run of other characters into one hyphen, none at either end', () => {
    expect(venueSlug('  Kuaför   Ayşe & Co. (Kadıköy) -- 2 ')).toBe('kuafor-ayse-co-kadikoy-2');
    expect(venueSlug("Nail's Art!")).toBe('nail-s-art');
    expect(venueSlug('Café Crème')).toBe('cafe-creme');
  });

  it('falls back to a word when the name has no letter or digit', () => {
    expect(venueSlug('★★★')).toBe(VENUE_SLUG_FALLBACK);
    expect(venueSlug('')).toBe(VENUE_SLUG_FALLBACK);
  });

  it('cuts a long name at the last whole word that fits', () => {
    const name = 'Güzellik '.repeat(10);
    const slug = venueSlug(name);
    expect(slug.length).toBeLessThanOrEqual(VENUE_SLUG_MAX_LENGTH);
    expect(slug).toBe(Array(6).fill('guzellik').join('-'));
    expect(venueSlug('a'.repeat(100))).toBe('a'.repeat(VENUE_SLUG_MAX_LENGTH));
  });

  it('is always lower-case ASCII letters and digits between single hyphens, and idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const slug = venueSlug(name);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(VENUE_SLUG_MAX_LENGTH);
        expect(venueSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('venueSegment', () => {
  it('ends in the id, which parseVenueSegment reads back after the final hyphen', () => {
    expect(venueSegment({ id: 7, name: 'Işıl Güzellik 2024' })).toBe('isil-guzellik-2024-7');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 2_147_483_647 }), (name, id) => {
        const segment = venueSegment({ id, name });
        expect(parseVenueSegment(segment)).toBe(id);
        expect(segment.slice(segment.lastIndexOf('-') + 1)).toBe(String(id));
        expect(encodeURIComponent(segment)).toBe(segment);
      }),
    );
  });
});
