import { Link, Navigate, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { idParam } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOwnerCustomer } from '@/features/owner-customers/api/get-owner-customer';
import { CustomerCard } from '@/features/owner-customers/components/customer-card';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { refusalMessageOr } from '@/lib/form-errors';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.ownerCustomers;

function Card({ venueId, customerId }: { venueId: number; customerId: number }) {
  const card = useOwnerCustomer(venueId, customerId);
  if (card.isPending) return <Spinner className="mx-auto my-10" />;
  if (card.isError)
    return (
      <LoadFailed
        message={refusalMessageOr(card.error, t.card.loadFailed)}
        retryLabel={t.page.retry}
        retrying={card.isFetching}
        onRetry={() => void card.refetch()}
      />
    );
  const c = card.data;
  // The calendar's booking dialog opens with the customer (features never import each other: wired here).
  const bookHref = paths.owner.venueCalendarBooking(venueId, {
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone ?? '',
    email: c.email ?? '',
  });
  return <CustomerCard venueId={venueId} customer={c} bookHref={bookHref} />;
}

/** /dashboard/owner/venue-customers/{venueId}/{customerId}: a customer's card (decision 042). */
export default function OwnerVenueCustomerPage() {
  const venue = useOwnerVenue();
  const parsed = idParam.safeParse(useParams().customerId);
  usePageMeta(venue.name ? `${venue.name} · ${t.page.title}` : t.page.title, t.page.description);

  if (venue.notFound || venue.id === null || !parsed.success) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.page.title} />
      <Link
        to={paths.owner.venueCustomers(venue.id)}
        className="-mt-3 inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t.card.back}
      </Link>
      {venue.venue ? <Card venueId={venue.id} customerId={parsed.data} /> : <Spinner className="mx-auto my-10" />}
    </div>
  );
}
