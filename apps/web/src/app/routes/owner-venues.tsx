import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useMyVenues } from '@/features/owner-venues/api/get-my-venues';
import { useLocation } from 'react-router';
import { AddVenueButton, OwnerVenueList, OwnerVenueListSkeleton } from '@/features/owner-venues/components/owner-venue-list';
import type { CreatedVenueState } from '@/features/owner-venues/components/venue-setup-form';
import { GoLiveSection } from '../go-live-section';

const t = messages.ownerVenues.list;

export default function OwnerVenuesPage() {
  usePageMeta(t.title, t.description);
  const venues = useMyVenues();
  // Straight from /business-setup: the new venue's go-live checklist first (decision 074).
  const created = (useLocation().state as CreatedVenueState | null)?.createdVenueId;
  const createdIsMine = venues.data?.some((v) => v.id === created) ?? false;
  return (
    <div className="grid gap-8">
      <PageTitle title={t.title} description={t.description} actions={<AddVenueButton />} />
      {created && createdIsMine ? <GoLiveSection venueId={created} /> : null}
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
