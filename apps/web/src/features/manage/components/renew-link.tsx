import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, RefreshCw } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { refusalMessageOr } from '@/lib/form-errors';
import { useRevokeByLink } from '../api/manage-appointment';

const t = messages.manage.page;

/**
 * 'Bağlantıyı yenile' (decision 054): after a yes, every link of the appointment stops working (this page's, the
 * calendar file's) and a new one goes to the customer's e-mail and phone. `onRenewed` gets how many messages carry it.
 */
export function RenewLinkButton({ token, onRenewed }: { token: string; onRenewed: (sent: number) => void }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeByLink(token);
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        onRenewed(answer.messages_sent);
      },
      onError: (error) => toast.error(refusalMessageOr(error, t.renewFailed)),
    });
  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden className="size-4" />
        {t.renewLink}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        title={t.renewLinkTitle}
        description={t.renewLinkHelp}
        cancelLabel={t.renewLinkCancel}
        confirmLabel={t.renewLinkConfirm}
        pending={revoke.isPending}
        tone="primary"
      />
    </>
  );
}

/** What the page shows once its link was renewed: it no longer works, and whether a new one was sent. */
export function LinkRenewed({ sent }: { sent: number }) {
  return <EmptyState icon={CheckCircle2} title={t.renewedTitle} description={sent > 0 ? t.renewedSent : t.renewedNotSent} />;
}
