import { MapLinks } from '@/components/map-links';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CalendarClock, XCircle } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { fill, formatAppointmentDate, formatLira } from '@/lib/format';
import { cancelBlocker, mayReschedule } from '../lib/appointment-format';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { VenueThumb } from './appointment-card';

const t = messages.myAppointments;

export interface AppointmentDetailSheetProps {
  /** Null when the appointment is no longer in the list. */
  appointment: MyAppointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reschedule dialog the page brings; 'Randevuyu değiştir' shows when given and the appointment may change. */
  reschedule?: MyRescheduleSlot;
}

/** The page composes the booking feature's dialog with this feature's request (features do not import each other). */
export type MyRescheduleSlot = (props: {
  appointment: MyAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

/** The detail view of a current appointment, with 'Randevuyu değiştir' and 'İptal Et' (docs/product-public.md#user-area). */
export function AppointmentDetailSheet({ appointment: a, open, onOpenChange, reschedule }: AppointmentDetailSheetProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [rescheduleOpen, setRescheduleOpen] = useState(false);

  const onCancelClick = () => {
    const blocker = cancelBlocker(a);
    if (blocker) {
      if (blocker.tone === 'error') toast.error(blocker.message);
      else toast.warning(blocker.message);
      return;
    }
    setConfirmOpen(true);
  };

  const notes = a?.notes?.trim();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[min(28rem,calc(100%-1.5rem))]">
        <SheetHeader>
          <SheetTitle>{t.detailTitle}</SheetTitle>
          <SheetDescription>{a ? `${a.venue.name} · ${formatAppointmentDate(a.appointment_date)}` : t.missing}</SheetDescription>
        </SheetHeader>

        {a ? (
          <>
            <div className="flex items-center gap-4">
              <VenueThumb venue={a.venue} className="size-16" />
              <div className="grid min-w-0 gap-1.5">
                <p className="font-semibold text-ink">{a.venue.name}</p>
                <StatusBadge status={a.status} className="w-fit" />
              </div>
            </div>
            <dl className="grid divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
              <Row label={t.addressLabel}>
                <span className="block">{a.venue.full_address}</span>
                <MapLinks address={a.venue.full_address} />
              </Row>
              <Row label={t.serviceLabel}>{a.service.name}</Row>
              {a.sub_service ? <Row label={t.subServiceLabel}>{a.sub_service.name}</Row> : null}
              <Row label={t.expertLabel}>{a.expert_name}</Row>
              <Row label={t.dateLabel}>{formatAppointmentDate(a.appointment_date)}</Row>
              <Row label={t.timeLabel}>{a.appointment_time}</Row>
              <Row label={t.durationLabel}>{fill(t.minutes, { count: a.duration_minutes })}</Row>
              <Row label={t.priceLabel}>{formatLira(a.price)}</Row>
              {notes ? <Row label={t.notesLabel}>{notes}</Row> : null}
              {a.cancellation_reason ? <Row label={t.cancelledReasonLabel}>{a.cancellation_reason}</Row> : null}
            </dl>
          </>
        ) : null}

        <SheetFooter>
          {reschedule && mayReschedule(a) ? (
            <Button onClick={() => setRescheduleOpen(true)}>
              <CalendarClock aria-hidden />
              {t.reschedule}
            </Button>
          ) : null}
          <Button variant="outline-destructive" onClick={onCancelClick}>
            <XCircle aria-hidden />
            {t.cancel}
          </Button>
        </SheetFooter>

        {a ? (
          <CancelAppointmentDialog
            appointment={a}
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
        {a && reschedule ? reschedule({ appointment: a, open: rescheduleOpen, onOpenChange: setRescheduleOpen }) : null}
      </SheetContent>
    </Sheet>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-2.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium break-words text-stone-800">{children}</dd>
    </div>
  );
}
