import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useSession } from '@/lib/use-session';
import { BusinessNameForm } from './business-name-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { SessionsCard } from './sessions-card';

const t = messages.account.page;

/** 'Hesabım' of an owner or a user (decision 083): the business name (owners), the password, the sessions, deletion. */
export function AccountPage({ onDeleted }: { onDeleted: () => void }) {
  const { user } = useSession();
  usePageMeta(t.title, t.description);
  if (!user) return null;
  return (
    <div className="grid max-w-2xl gap-6">
      <PageTitle title={t.title} description={t.description} />
      {user.role === 'owner' ? <BusinessNameForm businessName={user.business_name ?? user.name} /> : null}
      <ChangePasswordForm />
      <SessionsCard />
      <DeleteAccountCard role={user.role} onDeleted={onDeleted} />
    </div>
  );
}
