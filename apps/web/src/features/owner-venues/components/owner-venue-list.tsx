import { Link } from 'react-router';
import { MapPin, Plus, Store } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerVenue } from '@randevu/contracts';
import { NavCard } from '@/components/nav-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CardSkeletonList, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

const t = messages.ownerVenues.list;

export function OwnerVenueListSkeleton() {
  return (
    <CardSkeletonList count={4} className="grid gap-3 sm:grid-cols-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
    </CardSkeletonList>
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

/** The owner's venues, each opening its management panel (name passed along, docs/product-owner.md#venues). */
export function OwnerVenueList({ venues }: { venues: OwnerVenue[] }) {
  if (!venues.length) {
    return <EmptyState icon={Store} title={t.empty} description={t.emptyHint} action={<AddVenueButton />} />;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {venues.map((venue) => (
        <li key={venue.id}>
          <NavCard
            to={paths.owner.venue(venue.id, venue.name)}
            state={{ venueName: venue.name }}
            icon={Store}
            title={
              <>
                <span className="truncate font-semibold text-ink">{venue.name}</span>
                <Badge tone={venue.is_active ? 'success' : 'neutral'}>{venue.is_active ? t.active : t.inactive}</Badge>
                {venue.is_active && !venue.is_listed ? (
                  <Badge tone="warning">{messages.ownerVenues.goLive.badgeNotLive}</Badge>
                ) : null}
              </>
            }
            hint={
              <span className="flex items-center gap-1 text-sm text-stone-600">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">
                  {venue.district.name}, {venue.city.name}
                </span>
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}
