import { useState } from 'react';
import { Navigate } from 'react-router';
import { Plus } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueFaq } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { VenueFaqList } from '@/features/venue-faqs/components/venue-faq-list';
import { VenueFaqSheet } from '@/features/venue-faqs/components/venue-faq-sheet';

const t = messages.venueFaqs;

/** /dashboard/owner/venue-faqs/{venueId}: 'SSS Yönetimi' (docs/product-owner.md#faqs). */
export default function OwnerVenueFaqsPage() {
  const venue = useOwnerVenue();
  const [sheet, setSheet] = useState<{ open: boolean; faq: VenueFaq | null }>({ open: false, faq: null });
  usePageMeta(venue.name ? `${venue.name} · ${messages.ownerVenues.panel.faqs}` : messages.ownerVenues.panel.faqs, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  const openAdd = () => setSheet({ open: true, faq: null });
  return (
    <div className="grid gap-8">
      <OwnerVenueHeader
        venueId={venue.id}
        venueName={venue.name}
        title={messages.ownerVenues.panel.faqs}
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden />
            {t.add}
          </Button>
        }
      />
      <VenueFaqList venueId={venue.id} onAdd={openAdd} onEdit={(faq) => setSheet({ open: true, faq })} />
      <VenueFaqSheet
        venueId={venue.id}
        open={sheet.open}
        faq={sheet.faq}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </div>
  );
}
