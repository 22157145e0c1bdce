import { Navigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CustomerList } from '@/features/owner-customers/components/customer-list';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';

const t = messages.ownerCustomers.page;

/**
 * /dashboard/owner/venue-customers/{venueId}: 'Müşteriler' (issue 27, decision 042). Everyone who booked at the venue,
 * one row per person, searchable; a row opens the customer's card. The KVKK sentence says what the card keeps and why.
 */
export default function OwnerVenueCustomersPage() {
  const venue = useOwnerVenue();
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">{t.description}</p>
      <p className="flex max-w-2xl items-start gap-2 text-sm text-stone-600">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        {t.privacy}
      </p>
      {/* Read once the owner's list has the venue: another owner's id asks for nothing before going back. */}
      {venue.venue ? <CustomerList venueId={venue.id} /> : <Spinner className="mx-auto my-10" />}
    </div>
  );
}
