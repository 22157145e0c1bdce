import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { OwnerVenueNav } from '@/features/owner-venues/components/owner-venue-nav';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { PendingRequestsBadge } from '@/features/owner-appointments/components/pending-requests-badge';
import { rememberVenue } from '@/features/owner-appointments/lib/home-venue';
import { OwnerPageFrame } from './owner-layout';

/**
 * The frame of a venue's pages (any owner path with a `:venueId`): the venue navigation beside the page on a desktop
 * (on a phone it is in the header's menu), outside `<main>` so the page's own links and headings stay the only ones in it.
 */
export function OwnerVenueLayout() {
  const venue = useOwnerVenue();
  const ownedId = venue.venue?.id;
  // The venue opened last is the owner's home after the next login (decision 071); only once the list says it is theirs.
  useEffect(() => {
    if (ownedId !== undefined) rememberVenue(ownedId);
  }, [ownedId]);
  // A bad or foreign id: the page itself sends the owner back to the list; no navigation for a venue that is not theirs.
  if (venue.id === null || venue.notFound) return <OwnerPageFrame />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 pt-4 sm:px-6 lg:flex-row lg:gap-8 lg:pt-0">
      {/* Below lg the same navigation is in the header's one menu (owner-layout.tsx, decision 084). */}
      <div className="hidden lg:block lg:w-60 lg:shrink-0 lg:py-10">
        <OwnerVenueNav
          venueId={venue.id}
          venueName={venue.name}
          badges={{ appointments: <PendingRequestsBadge venueId={venue.id} compact /> }}
        />
      </div>
      <main id="main" className="min-w-0 flex-1 pt-4 pb-8 sm:pb-10 lg:py-10">
        {/* Switching venue remounts the page: no form or list state of one venue shows under another's name. */}
        <Outlet key={venue.id} />
      </main>
    </div>
  );
}
