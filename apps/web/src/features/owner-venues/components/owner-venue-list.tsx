import { Link } from 'react-router';
import { ChevronRight, MapPin, Plus, Store } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerVenue } from '@randevu/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

const t = messages.ownerVenues.list;

export function OwnerVenueListSkeleton() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="rounded-card border border-stone-200 bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

/** 'Mekan Ekle': to /business-setup. */
export function AddVenueButton() {
  return (
    <Button asChild>
      <Link to={paths.businessSetup}>
        <Plus aria-hidden />
        {t.addVenue}
      </Link>
    </Button>
  );
}

/** The owner's venues, each opening its management panel (name passed along, spec section 2). */
export function OwnerVenueList({ venues }: { venues: OwnerVenue[] }) {
  if (!venues.length) {
    return <EmptyState icon={Store} title={t.empty} description={t.emptyHint} action={<AddVenueButton />} />;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {venues.map((venue) => (
        <li key={venue.id}>
          <Link
            to={paths.owner.venue(venue.id, venue.name)}
            state={{ venueName: venue.name }}
            className="group flex items-center gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-card transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Store className="size-6" aria-hidden />
            </span>
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold text-ink">{venue.name}</span>
                <Badge tone={venue.is_active ? 'success' : 'neutral'}>{venue.is_active ? t.active : t.inactive}</Badge>
              </span>
              <span className="flex items-center gap-1 text-sm text-stone-600">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">
                  {venue.district.name}, {venue.city.name}
                </span>
              </span>
            </span>
            <ChevronRight
              className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
