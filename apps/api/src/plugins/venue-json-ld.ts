import { venueSegment, type PublicReview, type VenueDetail } from '@randevu/contracts';

/** How many of the latest reviews the venue page's JSON-LD carries. */
export const JSON_LD_REVIEWS = 5;
/** How many latest reviews it reads to find them (front-desk ones are left out, decision 053). */
export const JSON_LD_REVIEWS_READ = 20;

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * The venue page's schema.org description for search engines: a `LocalBusiness` with its address,
 * telephone and image, an `AggregateRating` when it has ratings (average, count, on a 1–5 scale) and its latest
 * reviews (author as shown on the page: "Mehmet K."). Built only from the public payloads the page shows.
 */
export function venueJsonLd(venue: VenueDetail, reviews: PublicReview[], publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}/${venueSegment(venue)}`;
  const image = venue.profile_image_url ?? venue.gallery_image_urls[0] ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: venue.name,
    url,
    ...(venue.description ? { description: venue.description } : {}),
    ...(image ? { image: absolute(publicUrl, image) } : {}),
    telephone: venue.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      addressLocality: venue.district.name,
      addressRegion: venue.city.name,
      addressCountry: 'TR',
    },
    ...(venue.rating_count > 0 && venue.rating_average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: venue.rating_average,
            ratingCount: venue.rating_count,
            reviewCount: venue.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
          // Decision 053: a front-desk visit's review is not counted in the rating, nor offered to search engines.
          review: reviews
            .filter((r) => !r.front_desk)
            .slice(0, JSON_LD_REVIEWS)
            .map((r) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: r.author },
              datePublished: r.created_at.slice(0, 10),
              reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
              ...(r.comment ? { reviewBody: r.comment } : {}),
            })),
        }
      : {}),
  };
}
