import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { storeUser } from '@/lib/session';
import { useProfile } from '@/features/auth/api/get-profile';

/** The profile decides the area; any failure goes to /login. */
export default function DashboardDispatcherPage() {
  usePageMeta(messages.site.nav.dashboard);
  const navigate = useNavigate();
  const profile = useProfile();

  useEffect(() => {
    if (profile.isError) navigate(paths.login, { replace: true });
    else if (profile.data) {
      storeUser(profile.data);
      navigate(profile.data.role === 'owner' ? paths.owner.root : paths.user.root, { replace: true });
    }
  }, [profile.isError, profile.data, navigate]);

  return <PageSpinner label={messages.site.dashboard.redirecting} />;
}
