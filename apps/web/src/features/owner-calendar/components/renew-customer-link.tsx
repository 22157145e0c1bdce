import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import { RenewLinkButton } from '@/components/ui/renew-link-button';
import { refusalMessageOr } from '@/lib/form-errors';
import { useRevokeCustomerLink } from '../api/owner-calendar-writes';

const t = messages.manage.owner;

/**
 * 'Müşteri bağlantısını yenile' in the appointment's dialog (decision 054): after a yes, the customer's links of the
 * appointment stop working and a new one is sent to them; the toast says whether it could be sent.
 */
export function RenewCustomerLink({ appointmentId }: { appointmentId: number }) {
  const revoke = useRevokeCustomerLink();
  return (
    <RenewLinkButton
      texts={{ label: t.renewLink, title: t.renewTitle, help: t.renewHelp, confirm: t.renewConfirm, cancel: t.renewCancel }}
      pending={revoke.isPending}
      place="dialog"
      renew={(done) =>
        revoke.mutate(appointmentId, {
          onSuccess: (answer) => {
            done();
            toast.success(answer.messages_sent > 0 ? t.renewed : t.renewedNotSent);
          },
          onError: (error) => toast.error(refusalMessageOr(error, t.renewFailed)),
        })
      }
    />
  );
}
