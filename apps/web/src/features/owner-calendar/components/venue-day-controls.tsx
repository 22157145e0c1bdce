import { useState } from 'react';
import { toast } from 'sonner';
import { checkDayHours, type OwnerCalendar } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fill, formatAppointmentDate } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { timeOptions } from '@/lib/time-options';
import { useDeleteVenueDay, usePutVenueDay } from '../api/day-hours-writes';
import { venueDayOf, venueHours } from '../lib/calendar-layout';

const m = messages.dayHours;

export interface VenueDayControlsProps {
  venueId: number;
  data: OwnerCalendar;
  date: string;
  /** Today in venue time: a past day is not opened. */
  today: string;
}

/**
 * A closed day's 'Bu günü aç' (its weekly day off or a closed holiday, decision 100) with the hours the venue keeps
 * that date, and an opened day's 'Günü yeniden kapat'.
 */
export function VenueDayControls({ venueId, data, date, today }: VenueDayControlsProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteVenueDay(venueId);
  if (date < today) return null;
  if (venueDayOf(data, date)) {
    const undo = () =>
      remove.mutate(date, {
        onSuccess: () => toast.success(m.venueClosedAgain),
        onError: (e) => toast.error(refusalMessageOr(e, m.saveFailed)),
      });
    return (
      <Button type="button" variant="outline" className="justify-self-start" loading={remove.isPending} onClick={undo}>
        {m.venueUndo}
      </Button>
    );
  }
  const closedHoliday = data.holidays.some((h) => h.date === date && !h.open);
  if (venueHours(data, date) && !closedHoliday) return null;
  return (
    <>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {m.venueOpenDay}
      </Button>
      {open ? <VenueDayDialog venueId={venueId} date={date} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function VenueDayDialog({ venueId, date, onClose }: { venueId: number; date: string; onClose: () => void }) {
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('18:00');
  const [problem, setProblem] = useState<string | null>(null);
  const put = usePutVenueDay(venueId);
  const save = () => {
    const found = checkDayHours(start, end, []);
    setProblem(found?.[1] ?? null);
    if (found) return;
    put.mutate(
      { date, body: { start, end } },
      {
        onSuccess: () => {
          toast.success(m.venueOpened);
          onClose();
        },
        onError: (error) => setProblem(refusalMessageOr(error, m.saveFailed)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{fill(m.venueOpenDayTitle, { date: formatAppointmentDate(date) })}</DialogTitle>
          <DialogDescription>{m.venueOpenDay}</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <Field label={m.start}>
            <Select options={timeOptions(start)} value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label={m.end}>
            <Select options={timeOptions(end)} value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
        </div>
        <div role="alert">
          <FieldError>{problem}</FieldError>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="button" loading={put.isPending} onClick={save}>
            {m.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
