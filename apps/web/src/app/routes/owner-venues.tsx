import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useMyVenues } from '@/features/owner-venues/api/get-my-venues';
import { AddVenueButton, OwnerVenueList, OwnerVenueListSkeleton } from '@/features/owner-venues/components/owner-venue-list';

const t = messages.ownerVenues.list;

export default function OwnerVenuesPage() {
  usePageMeta(t.title, t.description);
  const venues = useMyVenues();
  return (
    <div className="grid gap-8">
      <PageTitle title={t.title} description={t.description} actions={<AddVenueButton />} />
      {venues.isPending ? (
        <OwnerVenueListSkeleton />
      ) : venues.isError ? (
        <Alert tone="error">{t.listFailed}</Alert>
      ) : (
        <OwnerVenueList venues={venues.data} />
      )}
    </div>
  );
}
