import { Link } from 'react-router';
import { MapPin, Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueCard as VenueCardData } from '@randevu/contracts';
import { formatRating } from '@/components/rating-stars';
import { BadgeList } from '@/components/ui/badge';
import { fill } from '@/lib/format';
import { VenueImage } from './venue-image';

/** One result of the listing: image, name, rating, district/city and categories, linking to the venue page. */
export function VenueCard({ venue, href, eager = false }: { venue: VenueCardData; href: string; eager?: boolean }) {
  return (
    <Link
      to={href}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-stone-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <VenueImage
        src={venue.image_url}
        alt=""
        name={venue.name}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[16/10] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-ink group-hover:text-brand-800 sm:text-lg">{venue.name}</h2>
        <CardRating average={venue.rating_average} count={venue.rating_count} />
        <p className="flex items-start gap-1.5 text-sm text-stone-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            {venue.district.name}, {venue.city.name}
          </span>
        </p>
        {venue.categories.length ? <BadgeList className="mt-auto pt-2" labels={venue.categories.map((c) => c.name)} /> : null}
      </div>
    </Link>
  );
}

/** '★ 4,6 (12)', read out as '5 üzerinden 4,6 puan, 12 değerlendirme'; nothing while the venue has no review. */
function CardRating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const rating = formatRating(average);
  return (
    <p className="flex items-center gap-1 text-sm text-stone-700">
      <span
        role="img"
        aria-label={fill(messages.venueReviews.cardLabel, { rating, count })}
        className="inline-flex items-center gap-1"
      >
        <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden />
        <span aria-hidden>
          <span className="font-semibold text-ink">{rating}</span> ({count})
        </span>
      </span>
    </p>
  );
}
