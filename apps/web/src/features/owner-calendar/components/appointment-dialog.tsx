import { useState } from 'react';
import type { CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatAppointmentDate } from '@/lib/format';
import { canMove } from '../lib/calendar-layout';
import { telHref, whatsappHref } from '../lib/contact-links';
import { AppointmentSummary } from './appointment-summary';
import { MoveForm } from './move-form';
import { CancelAction, StatusActions } from './status-actions';
import { RenewCustomerLink } from './renew-customer-link';

const t = messages.ownerCalendar.page;

export interface AppointmentDialogProps {
  appointment: CalendarAppointment;
  experts: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * A block's appointment, leading with what happens most (decision 077): the status actions the server allows
 * ('Onayla', 'Geldi', 'Gelmedi'), 'Taşı' (opens the move form: the grid is not drag-only), 'Ara' and 'WhatsApp'; then
 * who and what; cancel behind a secondary button; renewing the customer's link (decision 054) last.
 */
export function AppointmentDialog({ appointment: a, experts, onClose }: AppointmentDialogProps) {
  const [moving, setMoving] = useState(false);
  const expertName = experts.find((e) => e.id === a.expert_id)?.name ?? '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        // The dialog itself takes focus, not the first button: on a phone a focused field would open the keyboard.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.detailsTitle}</DialogTitle>
          <DialogDescription>
            {formatAppointmentDate(a.appointment_date)}, {a.starts_at_local.slice(11)}–{a.ends_at_local.slice(11)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <StatusActions appointment={a} onDone={onClose} />
          {canMove(a) && !moving ? (
            <Button variant="secondary" onClick={() => setMoving(true)}>
              {t.move}
            </Button>
          ) : null}
          {a.customer.phone ? (
            <>
              <Button asChild variant="outline">
                <a href={telHref(a.customer.phone)}>{t.call}</a>
              </Button>
              <Button asChild variant="outline">
                <a
                  href={whatsappHref({ ...a, customer: { ...a.customer, phone: a.customer.phone } })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.whatsapp}
                </a>
              </Button>
            </>
          ) : null}
        </div>
        {moving ? <MoveForm appointment={a} experts={experts} onDone={onClose} /> : null}
        <AppointmentSummary appointment={a} expertName={expertName} />
        <CancelAction appointment={a} onDone={onClose} />
        <RenewCustomerLink appointmentId={a.id} />
      </DialogContent>
    </Dialog>
  );
}
