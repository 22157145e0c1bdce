import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  messages,
  rescheduleMyAppointmentFieldsSchema,
  type AppointmentStatus,
  type RescheduleMyAppointmentBody,
  type RescheduleMyAppointmentValues,
} from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/lib/use-return-focus';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { fill, formatAppointmentDate } from '@/lib/format';
import { useAvailableTimes } from '../api/get-available-times';
import { mondayOf, venueToday } from '../lib/week';
import { DayAndTimePicker } from './day-and-time-picker';

const t = messages.myAppointments;

/** What the dialog reads of the user's appointment or the manage link's. */
export interface ReschedulableAppointment {
  venue: { name: string };
  expert_id: number;
  expert_name: string;
  service_id: number;
  sub_service_id: number | null;
  appointment_date: string;
  appointment_time: string;
}

/** The caller's request: the user's reschedule or the manage link's; resolves with the updated appointment. */
export interface RescheduleMutation {
  mutateAsync(
    body: RescheduleMyAppointmentBody,
  ): Promise<{ status: AppointmentStatus; appointment_date: string; appointment_time: string }>;
  isPending: boolean;
}

export interface RescheduleDialogProps {
  appointment: ReschedulableAppointment;
  reschedule: RescheduleMutation;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The success toast: pending again (the venue decides) or confirmed at once (instant booking). */
export const rescheduledText = (a: { status: AppointmentStatus; appointment_date: string; appointment_time: string }) =>
  fill(a.status === 'confirmed' ? t.rescheduledConfirmed : t.rescheduledPending, {
    date: formatAppointmentDate(a.appointment_date),
    time: a.appointment_time,
  });

/**
 * 'Randevuyu değiştir': the current time, a week strip and the same expert's free times (the booking sheet's
 * pickers and query), then 'Yeni saati onayla'. A refusal (409: taken, too late…) stays in the dialog with the server's
 * text; the appointment keeps its old time. Shared by Randevularım and the manage link's page, which bring the request.
 */
export function RescheduleDialog({ appointment: a, reschedule, open, onOpenChange }: RescheduleDialogProps) {
  // The callers open it from their own button, not a Radix trigger: focus goes back to that button on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: every opening starts from the appointment's day with nothing chosen. */}
      {open ? (
        <DialogContent className="max-w-xl gap-5 p-4 sm:p-6" {...returnFocus}>
          <RescheduleForm appointment={a} reschedule={reschedule} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RescheduleForm({
  appointment: a,
  reschedule,
  onDone,
}: Pick<RescheduleDialogProps, 'appointment' | 'reschedule'> & { onDone(): void }) {
  const today = useMemo(() => venueToday(), []);
  const initialDate = a.appointment_date >= today ? a.appointment_date : today;
  const [weekStart, setWeekStart] = useState(() => mondayOf(initialDate));
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RescheduleMyAppointmentBody, unknown, RescheduleMyAppointmentValues>({
    resolver: zodResolver(rescheduleMyAppointmentFieldsSchema),
    defaultValues: { appointment_date: initialDate, appointment_time: '' },
  });
  const date = form.watch('appointment_date');
  const time = form.watch('appointment_time');
  const slots = useAvailableTimes({ expertId: a.expert_id, date, serviceId: a.service_id, subServiceId: a.sub_service_id });
  // A time stays chosen only while the latest list still offers it (after a 409 the refetch drops it).
  const selectedTime = time && slots.data?.includes(time) ? time : null;
  const timeError = form.formState.errors.appointment_time?.message;

  useEffect(() => {
    if (time && slots.data && !slots.data.includes(time)) form.setValue('appointment_time', '');
  }, [time, slots.data, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefusal(null);
      try {
        const updated = await reschedule.mutateAsync({
          appointment_date: values.appointment_date,
          appointment_time: values.appointment_time,
        });
        toast.success(rescheduledText(updated));
        onDone();
      } catch (error) {
        const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
        const field = known ? (error.errors?.appointment_time ?? error.errors?.appointment_date) : undefined;
        setRefusal(field ?? (known ? error.message : t.rescheduleFailed));
        if (known) void slots.refetch();
      }
    },
    // Nothing chosen yet: the schema's message would be the format's; say what to do, and go to the first time.
    () => {
      form.setError('appointment_time', { type: 'required', message: t.reschedulePickTime });
      formRef.current?.querySelector<HTMLInputElement>('input[name="booking-time"]')?.focus();
    },
  );

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-5">
      <DialogHeader>
        <DialogTitle>{t.rescheduleTitle}</DialogTitle>
        <DialogDescription>{t.rescheduleDescription}</DialogDescription>
      </DialogHeader>
      <div className="rounded-xl bg-stone-50 px-4 py-3 text-sm" data-testid="reschedule-current">
        <p className="text-stone-600">{t.rescheduleCurrent}</p>
        <p className="font-semibold text-ink">
          {formatAppointmentDate(a.appointment_date)} {a.appointment_time}
        </p>
        <p className="text-stone-600">
          {a.venue.name} · {a.expert_name}
        </p>
      </div>
      <DayAndTimePicker
        today={today}
        date={date}
        weekStart={weekStart}
        slots={slots}
        selectedTime={selectedTime}
        timeError={timeError}
        onWeekChange={setWeekStart}
        onDate={(next) => {
          form.setValue('appointment_date', next);
          form.setValue('appointment_time', '');
          setRefusal(null);
        }}
        onTime={(next) => {
          form.setValue('appointment_time', next);
          form.clearErrors('appointment_time');
          setRefusal(null);
        }}
      />
      {/* On a phone the times run below the fold: the refusal and the buttons stay in view at the dialog's bottom edge. */}
      <div className="sticky -bottom-4 -mx-4 -mb-4 grid gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:static sm:m-0 sm:border-0 sm:p-0">
        {refusal ? (
          <p id={refusalId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t.keep}
          </Button>
          <Button type="submit" loading={reschedule.isPending} aria-describedby={refusal ? refusalId : undefined}>
            {t.rescheduleConfirm}
          </Button>
        </DialogFooter>
      </div>
    </form>
  );
}
