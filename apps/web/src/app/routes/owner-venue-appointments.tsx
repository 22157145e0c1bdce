import { Navigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { OwnerAppointmentList, useOwnerAppointmentFilter } from '@/features/owner-appointments/components/owner-appointment-list';
import { RefreshAppointmentsButton } from '@/features/owner-appointments/components/refresh-appointments-button';

const t = messages.ownerAppointments;

/** /dashboard/owner/venue-appointments/{venueId}: the venue's appointment requests, confirmed or rejected here. */
export default function OwnerVenueAppointmentsPage() {
  const venue = useOwnerVenue();
  const [filter, setFilter] = useOwnerAppointmentFilter(venue.notFound ? null : venue.id);
  usePageMeta(venue.name ? `${t.title} · ${venue.name}` : t.title, t.description);
  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} actions={<RefreshAppointmentsButton />} />
      <OwnerAppointmentList venueId={venue.id} filter={filter} onFilterChange={setFilter} />
    </div>
  );
}
