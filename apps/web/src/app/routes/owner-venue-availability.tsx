import { Navigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BookingRulesSection } from '@/features/availability-rules/components/booking-rules-form';
import { ClosuresSection } from '@/features/availability-rules/components/closures-section';
import { HolidaysSection } from '@/features/availability-rules/components/holidays-section';
import { TimeOffSection } from '@/features/availability-rules/components/time-off-section';
import { VenueBreakSection } from '@/features/availability-rules/components/venue-break-form';
import { useOwnerExperts } from '@/features/experts/api/get-owner-experts';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';

const t = messages.availabilityRules.page;

/**
 * /dashboard/owner/venue-availability/{venueId}: 'Müsaitlik Kuralları': the booking rules, the salon-wide
 * break (decision 078), the experts' time off, the venue's closures and the public holidays. Phones read them in that order; wide
 * screens in two columns.
 */
export default function OwnerVenueAvailabilityPage() {
  const venue = useOwnerVenue();
  const venueId = venue.notFound ? null : venue.id;
  const experts = useOwnerExperts(venueId);
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  return (
    <div className="grid gap-8">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">{t.description}</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <BookingRulesSection venueId={venue.id} />
          <VenueBreakSection venueId={venue.id} experts={experts.data?.map((e) => ({ id: e.id, name: e.name }))} />
          <TimeOffSection
            venueId={venue.id}
            experts={experts.data?.map((e) => ({ id: e.id, name: e.name }))}
            expertsFailed={experts.isError}
            onRetryExperts={() => void experts.refetch()}
          />
        </div>
        <div className="grid gap-6">
          <ClosuresSection venueId={venue.id} />
          <HolidaysSection venueId={venue.id} />
        </div>
      </div>
    </div>
  );
}
