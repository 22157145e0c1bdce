import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { VenueCard as VenueCardData } from '@randevu/contracts';
import { BadgeList } from '@/components/ui/badge';
import { VenueImage } from './venue-image';

/** One result of the listing: image, name, district/city and categories, linking to the venue page. */
export function VenueCard({ venue, href }: { venue: VenueCardData; href: string }) {
  return (
    <Link
      to={href}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-stone-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <VenueImage src={venue.image_url} alt="" name={venue.name} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-ink group-hover:text-brand-800 sm:text-lg">{venue.name}</h2>
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
