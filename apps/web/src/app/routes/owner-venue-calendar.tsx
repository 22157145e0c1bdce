import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useOwnerExperts } from '@/features/experts/api/get-owner-experts';
import { OwnerCalendarView } from '@/features/owner-calendar/components/owner-calendar';
import type { BookingCustomer } from '@/features/owner-calendar/components/booking-dialog';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { useMySubServices } from '@/features/sub-services/api/get-my-sub-services';

const t = messages.ownerCalendar.page;

/** `?book=1&first_name=&last_name=&phone=&email=`: open the booking dialog for a customer (their card). */
function bookingCustomer(params: URLSearchParams): BookingCustomer | null {
  if (params.get('book') !== '1') return null;
  const field = (name: string) => (params.get(name) ?? '').slice(0, 254);
  return { first_name: field('first_name'), last_name: field('last_name'), phone: field('phone'), email: field('email') };
}

/**
 * /dashboard/owner/venue-calendar/{venueId}: 'Takvim'. The calendar reads its own data; the walk-in
 * dialog's choices (the venue's active sub-services and each expert's assignments) come from the services and
 * experts features. A customer's card links here with `?book=1` and the customer: the dialog opens with them
 * filled in, and the link's parameters leave the address (a reload does not open it again).
 */
export default function OwnerVenueCalendarPage() {
  const venue = useOwnerVenue();
  const venueId = venue.notFound ? null : venue.id;
  const experts = useOwnerExperts(venueId);
  const subServices = useMySubServices(venueId);
  const [params, setParams] = useSearchParams();
  const [bookFor] = useState(() => bookingCustomer(params));
  useEffect(() => {
    if (bookFor) setParams({}, { replace: true });
  }, [bookFor, setParams]);
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  const choices = (subServices.data ?? [])
    .filter((s) => s.is_active !== false)
    .map((s) => ({ id: s.id, serviceId: s.service.id, name: `${s.service.name} · ${s.name}` }));
  const assignments = Object.fromEntries(
    (experts.data ?? []).map((e) => [e.id, e.active_sub_services.filter((s) => s.is_active).map((s) => s.id)]),
  );
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} />
      <OwnerCalendarView venueId={venue.id} subServices={choices} assignments={assignments} bookFor={bookFor} />
    </div>
  );
}
