import { toast } from 'sonner';
import { CheckCircle2 } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { RenewLinkButton as RenewButton } from '@/components/ui/renew-link-button';
import { EmptyState } from '@/components/ui/empty-state';
import { refusalMessageOr } from '@/lib/form-errors';
import { useRevokeByLink } from '../api/manage-appointment';

const t = messages.manage.page;

/**
 * 'Bağlantıyı yenile' (decision 054): after a yes, every link of the appointment stops working (this page's, the
 * calendar file's) and a new one goes to the customer's e-mail and phone. `onRenewed` gets how many messages carry it.
 */
export function RenewLinkButton({ token, onRenewed }: { token: string; onRenewed: (sent: number) => void }) {
  const revoke = useRevokeByLink(token);
  return (
    <RenewButton
      texts={{
        label: t.renewLink,
        title: t.renewLinkTitle,
        help: t.renewLinkHelp,
        confirm: t.renewLinkConfirm,
        cancel: t.renewLinkCancel,
      }}
      pending={revoke.isPending}
      place="page"
      renew={(done) =>
        revoke.mutate(undefined, {
          onSuccess: (answer) => {
            done();
            onRenewed(answer.messages_sent);
          },
          onError: (error) => toast.error(refusalMessageOr(error, t.renewFailed)),
        })
      }
    />
  );
}

/** What the page shows once its link was renewed: it no longer works, and whether a new one was sent. */
export function LinkRenewed({ sent }: { sent: number }) {
  return <EmptyState icon={CheckCircle2} title={t.renewedTitle} description={sent > 0 ? t.renewedSent : t.renewedNotSent} />;
}
