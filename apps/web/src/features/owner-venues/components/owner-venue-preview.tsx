import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useMyVenues } from '../api/get-my-venues';

const t = messages.venues;

/**
 * The public page of a venue that takes no bookings yet (decision 096): its owner sees the whole page under a notice
 * that visitors cannot find or book it, linking to the go-live checklist on the venue's panel; everybody else sees
 * `visitor`. Only a signed-in owner's venues are asked for.
 */
export function OwnerVenuePreview({ venueId, owner, visitor }: { venueId: number; owner: ReactNode; visitor: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'owner') return visitor;
  return <OwnersPreview venueId={venueId} owner={owner} visitor={visitor} />;
}

function OwnersPreview({ venueId, owner, visitor }: { venueId: number; owner: ReactNode; visitor: ReactNode }) {
  const venues = useMyVenues();
  if (venues.isPending) return <PageSpinner />;
  const mine = venues.data?.find((v) => v.id === venueId);
  if (!mine) return visitor;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Alert tone="warning" aria-labelledby="onizleme-baslik">
          <p id="onizleme-baslik" className="font-semibold">
            {t.ownerPreviewTitle}
          </p>
          <p>{t.ownerPreviewText}</p>
          <Link
            to={paths.owner.venue(venueId, mine.name)}
            className="font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t.ownerPreviewLink}
          </Link>
        </Alert>
      </div>
      {owner}
    </>
  );
}
