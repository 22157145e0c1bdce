import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';

/**
 * The frame of an owner venue page that reads one list of the venue (reviews, reports, customers): the venue's name
 * in the title, its header and description, and the content once the owner's venue list has the venue, so another
 * owner's id asks for nothing before going back to the owner area.
 */
export function OwnerVenueSection({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  /** Shown under the description (a privacy note, a hint). */
  intro?: ReactNode;
  children: (venueId: number) => ReactNode;
}) {
  const venue = useOwnerVenue();
  usePageMeta(venue.name ? `${venue.name} · ${title}` : title, description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={title} />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">{description}</p>
      {intro}
      {venue.venue ? children(venue.id) : <Spinner className="mx-auto my-10" />}
    </div>
  );
}
