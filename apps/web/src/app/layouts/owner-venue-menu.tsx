import { OwnerVenueNav } from '@/features/owner-venues/components/owner-venue-nav';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { PendingRequestsBadge } from '@/features/owner-appointments/components/pending-requests-badge';

/**
 * The venue's sections inside the owner shell's phone menu (decision 084): the same navigation as the desktop sidebar,
 * once the owner's list says the venue is theirs; a choice closes the menu.
 */
export function OwnerVenueMenu({ venueId, onNavigate }: { venueId: number; onNavigate: () => void }) {
  const venue = useOwnerVenue();
  if (venue.notFound || venue.id !== venueId) return null;
  return (
    <OwnerVenueNav
      venueId={venueId}
      venueName={venue.name}
      badges={{ appointments: <PendingRequestsBadge venueId={venueId} compact /> }}
      onNavigate={onNavigate}
    />
  );
}
