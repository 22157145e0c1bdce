import { messages } from '@randevu/contracts/messages';
import { OwnerReport } from '@/features/owner-reports/components/owner-report';
import { OwnerVenueSection } from '../layouts/owner-venue-section';

const t = messages.ownerReports.page;

/**
 * /dashboard/owner/venue-reports/{venueId}: 'Raporlar'. A period's figures, charts with their table views
 * and the CSV export; lazy (router.tsx `page()`), so the chart code never reaches the landing bundle (decision 043).
 */
export default function OwnerVenueReportsPage() {
  return (
    <OwnerVenueSection title={t.title} description={t.description}>
      {(venueId) => <OwnerReport venueId={venueId} />}
    </OwnerVenueSection>
  );
}
