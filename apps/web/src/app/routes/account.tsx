import { useSession } from '@/lib/use-session';
import { AccountPage } from '@/features/account/components/account-page';

/** 'Hesabım' in the owner area (inside its page frame) and in the user area (its own width, as the user pages). */
export default function AccountRoute() {
  const { user } = useSession();
  // A reload, not a navigation: nothing cached of the deleted account survives.
  const onDeleted = () => window.location.assign('/');
  if (user?.role === 'user')
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <AccountPage onDeleted={onDeleted} />
      </div>
    );
  return <AccountPage onDeleted={onDeleted} />;
}
