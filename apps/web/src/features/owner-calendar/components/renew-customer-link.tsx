import { useState } from 'react';
import { toast } from 'sonner';
import { RefreshCw } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refusalMessageOr } from '@/lib/form-errors';
import { useRevokeCustomerLink } from '../api/owner-calendar-writes';

const t = messages.manage.owner;

/**
 * 'Müşteri bağlantısını yenile' in the appointment's dialog (decision 054): after a yes, the customer's links of the
 * appointment stop working and a new one is sent to them; the toast says whether it could be sent.
 */
export function RenewCustomerLink({ appointmentId }: { appointmentId: number }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeCustomerLink();
  const confirm = () =>
    revoke.mutate(appointmentId, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(answer.messages_sent > 0 ? t.renewed : t.renewedNotSent);
      },
      onError: (error) => toast.error(refusalMessageOr(error, t.renewFailed)),
    });
  return (
    <>
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden className="size-4" />
        {t.renewLink}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        title={t.renewTitle}
        description={t.renewHelp}
        cancelLabel={t.renewCancel}
        confirmLabel={t.renewConfirm}
        pending={revoke.isPending}
        tone="primary"
      />
    </>
  );
}
