import { ShieldCheck } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { CustomerList } from '@/features/owner-customers/components/customer-list';
import { CustomerExportLinks } from '@/features/owner-customers/components/customer-export-links';
import { CustomerImportDialog } from '@/features/owner-customers/components/customer-import-dialog';
import { OwnerVenueSection } from '../layouts/owner-venue-section';

const t = messages.ownerCustomers.page;

/**
 * /dashboard/owner/venue-customers/{venueId}: 'Müşteriler' (decision 042). Everyone who booked at the venue,
 * one row per person, searchable; a row opens the customer's card. The KVKK sentence says what the card keeps and why.
 * Above the list: the list in from a spreadsheet ("İçe aktar") and out as one ("Dışa aktar"; decision 089).
 */
export default function OwnerVenueCustomersPage() {
  return (
    <OwnerVenueSection
      title={t.title}
      description={t.description}
      intro={
        <p className="flex max-w-2xl items-start gap-2 text-sm text-stone-600">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
          {t.privacy}
        </p>
      }
    >
      {(venueId) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CustomerImportDialog venueId={venueId} />
            <CustomerExportLinks venueId={venueId} />
          </div>
          <CustomerList venueId={venueId} />
        </>
      )}
    </OwnerVenueSection>
  );
}
