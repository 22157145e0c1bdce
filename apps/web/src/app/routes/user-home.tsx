import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** /dashboard/user opens on the 'Randevu Al' tab. */
export default function UserHomePage() {
  return <Navigate to={paths.user.book} replace />;
}
