import { HolidayQuestion } from '@/features/availability-rules/components/holiday-question';
import { useOwnerVenueDetail } from '@/features/owner-venues/api/get-owner-venue';
import { GoLiveChecklist } from '@/features/owner-venues/components/go-live-checklist';

/** Catalogue category 1, Güzellik: its eves start open in the holiday question (decision 075). */
const BEAUTY_CATEGORY_ID = 1;

/** The venue's go-live checklist with the holiday question inside it (two features, composed here). */
export function GoLiveSection({ venueId }: { venueId: number }) {
  const detail = useOwnerVenueDetail(venueId);
  const beauty = detail.data?.category_ids.includes(BEAUTY_CATEGORY_ID) ?? false;
  return (
    <GoLiveChecklist
      venueId={venueId}
      holidayQuestion={detail.isPending ? null : <HolidayQuestion key={String(beauty)} venueId={venueId} beauty={beauty} />}
    />
  );
}
