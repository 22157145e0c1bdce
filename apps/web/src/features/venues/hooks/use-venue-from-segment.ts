import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, parseVenueSegment } from '@randevu/contracts/messages';
import { ApiError } from '@/lib/api-client';
import { useVenue } from '../api/get-venue';
import type { VenueLinks } from '../lib/links';

const t = messages.venues;

/**
 * Loads the venue of a '{prefix}-{id}' segment; `gone` when the server has no such published venue (404: the page says
 * so, decision 081); redirects to `fallbackPath` with a toast when the id does not parse or the venue cannot be
 * loaded otherwise (the spec's load failure); puts the canonical address, /{slug}-{id}, in the URL.
 */
export function useVenueFromSegment(segment: string | undefined, links: VenueLinks, fallbackPath: string) {
  const navigate = useNavigate();
  const id = parseVenueSegment(segment);
  const query = useVenue(id);
  const gone = id !== null && query.error instanceof ApiError && query.error.status === 404;
  const failed = id === null || (query.isError && !gone);

  useEffect(() => {
    if (!failed) return;
    toast.error(t.loadFailedToast, { id: 'venue-load-failed' });
    navigate(fallbackPath, { replace: true });
  }, [failed, fallbackPath, navigate]);

  const venue = query.data;
  const canonical = venue ? links.venue(venue).split('/').filter(Boolean).pop() : undefined;
  useEffect(() => {
    if (!venue || !canonical || canonical === segment) return;
    const rest = window.location.pathname.split('/').filter(Boolean);
    const at = rest.indexOf(segment ?? '');
    if (at < 0) return;
    rest[at] = canonical;
    navigate(
      { pathname: `/${rest.join('/')}`, search: window.location.search },
      { replace: true, state: window.history.state?.usr },
    );
  }, [venue, canonical, segment, navigate]);

  return { venue, failed, gone, id };
}
