import { useLocation, useParams, useSearchParams } from 'react-router';
import { idParam } from '@randevu/contracts';
import { useMyVenues } from '../api/get-my-venues';

/**
 * The venue of an owner page (`:venueId`): its id, and its name from navigation state, the
 * `venueName` query (docs/product-owner.md#venues) or, when neither is there, the owner's venue list.
 * `notFound` is true once the list has loaded without this venue (another owner's id or a bad one).
 */
export function useOwnerVenue() {
  const { venueId } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const parsed = idParam.safeParse(venueId);
  const id = parsed.success ? parsed.data : null;
  const fromState = (location.state as { venueName?: unknown } | null)?.venueName;
  const hinted = typeof fromState === 'string' && fromState ? fromState : search.get('venueName') || null;
  const venues = useMyVenues();
  const venue = id === null ? undefined : venues.data?.find((v) => v.id === id);
  return {
    id,
    name: venue?.name ?? hinted ?? null,
    venue,
    isPending: venues.isPending,
    notFound: id === null || (venues.isSuccess && !venue),
  };
}
