import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { storeUser } from '@/lib/session';
import { useProfile } from '@/features/auth/api/get-profile';
import { homeVenueId } from '@/features/owner-appointments/lib/home-venue';
import { myVenuesQueryOptions } from '@/features/owner-venues/api/get-my-venues';

/**
 * The profile decides the area; any failure goes to /login. An owner's home is today's calendar of the venue opened
 * last, else of the first venue (decision 071); an owner without a venue, or whose list fails, gets the venue list.
 */
export default function DashboardDispatcherPage() {
  usePageMeta(messages.site.nav.dashboard);
  const navigate = useNavigate();
  const profile = useProfile();
  const owner = profile.data?.role === 'owner';
  const venues = useQuery({ ...myVenuesQueryOptions(), enabled: owner });

  useEffect(() => {
    if (profile.isError) navigate(paths.login, { replace: true });
    else if (profile.data) {
      storeUser(profile.data);
      if (profile.data.role !== 'owner') navigate(paths.user.root, { replace: true });
      else if (venues.isError) navigate(paths.owner.root, { replace: true });
      else if (venues.data) {
        const home = homeVenueId(venues.data);
        navigate(home === null ? paths.owner.root : paths.owner.venueCalendar(home), { replace: true });
      }
    }
  }, [profile.isError, profile.data, venues.isError, venues.data, navigate]);

  return <PageSpinner label={messages.site.dashboard.redirecting} />;
}
