/**
 * A venue's readable address `/{slug}-{id}` (decision 081): the slug comes from the venue's name, the id stays the
 * segment after the last hyphen (`parseVenueSegment`), as the spec's `/{prefix}-{venueId}` requires. No zod here:
 * the web app's first paint imports it through `@randevu/contracts/messages`.
 */

/** The longest slug; a longer name is cut at the last whole word that fits. */
export const VENUE_SLUG_MAX_LENGTH = 60;
/** The slug of a name with no letter or digit in it ("★★★"). */
export const VENUE_SLUG_FALLBACK = 'isletme';

/** Turkish letters without an ASCII decomposition (NFD splits ç ğ ö ş ü and accented Latin letters itself). */
const TURKISH: Record<string, string> = { ı: 'i', İ: 'i', I: 'i', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

/**
 * The slug of a venue name: Turkish letters transliterated (ç→c ğ→g ı→i İ→i ö→o ş→s ü→u), lower case, every run of
 * other characters one hyphen, no hyphen at either end, at most VENUE_SLUG_MAX_LENGTH characters (cut at a hyphen).
 */
export function venueSlug(name: string): string {
  const ascii = name
    .replace(/[ıİIßæøœđł]/g, (ch) => TURKISH[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > VENUE_SLUG_MAX_LENGTH) {
    slug = slug.slice(0, VENUE_SLUG_MAX_LENGTH + 1);
    const cut = slug.lastIndexOf('-');
    slug = (cut > 0 ? slug.slice(0, cut) : slug.slice(0, VENUE_SLUG_MAX_LENGTH)).replace(/-+$/, '');
  }
  return slug || VENUE_SLUG_FALLBACK;
}

/** The path segment `{slug}-{id}` of a venue: its canonical address is `/` + this. */
export const venueSegment = (venue: { id: number; name: string }) => `${venueSlug(venue.name)}-${venue.id}`;
