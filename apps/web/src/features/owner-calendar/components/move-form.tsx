import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  moveAppointmentBodySchema,
  type CalendarAppointment,
  type MoveAppointmentBody,
  type MoveAppointmentValues,
} from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useMoveAppointment } from '../api/owner-calendar-writes';
import { OutsideHoursConfirm, overrideWarningOf, type OverrideWarning } from './outside-hours-confirm';
import { StartTimeField } from './start-time-field';

const t = messages.ownerCalendar.page;
const FIELDS = ['expert_id', 'appointment_date', 'appointment_time'] as const;

/** Another expert, date or time by keyboard (the grid is not drag-only); the same 409s as a booking. */
export function MoveForm({
  appointment: a,
  experts,
  onDone,
}: {
  appointment: CalendarAppointment;
  experts: { id: number; name: string }[];
  onDone: () => void;
}) {
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<
    MoveAppointmentBody,
    unknown,
    MoveAppointmentValues
  >({
    resolver: zodResolver(moveAppointmentBodySchema),
    defaultValues: {
      expert_id: a.expert_id,
      appointment_date: a.appointment_date,
      appointment_time: a.appointment_time,
      sub_service_id: a.sub_service_id,
    },
  });
  const move = useMoveAppointment();
  const [warning, setWarning] = useState<{ override: OverrideWarning; body: MoveAppointmentValues } | null>(null);
  const expertId = watch('expert_id');
  const date = watch('appointment_date');

  const send = (body: MoveAppointmentValues) =>
    move.mutate(
      { id: a.id, fromExpertId: a.expert_id, body },
      {
        onSuccess: () => {
          toast.success(t.moved);
          onDone();
        },
        onError: (error) => {
          const override = overrideWarningOf(error, body);
          if (override) return setWarning({ override, body });
          setWarning(null);
          if (!applyServerErrors(error, setError, FIELDS)) toast.error(refusalMessageOr(error, t.moveFailed));
        },
      },
    );

  return (
    <form aria-label={t.moveTitle} className="grid gap-3 border-t border-stone-200 pt-4" noValidate onSubmit={handleSubmit(send)}>
      <h3 className="text-sm font-semibold text-ink">{t.moveTitle}</h3>
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <Field label={t.expert} error={formState.errors.expert_id?.message}>
          <Select
            // Opened by 'Taşı': the form starts at its first field.
            autoFocus
            options={experts.map((e) => ({ value: e.id, label: e.name }))}
            {...register('expert_id', { setValueAs: Number })}
          />
        </Field>
        <Field label={t.date} error={formState.errors.appointment_date?.message}>
          <DateInput
            value={date}
            onChange={(day) => setValue('appointment_date', day, { shouldValidate: formState.isSubmitted })}
          />
        </Field>
        <div className="grid gap-3">
          <StartTimeField
            params={expertId && date ? { expertId, date, serviceId: a.service_id, subServiceId: a.sub_service_id } : null}
            value={watch('appointment_time')}
            onChange={(time) => setValue('appointment_time', time)}
            // The appointment's own start is not free for a customer, but it is where the appointment is now.
            keep={expertId === a.expert_id && date === a.appointment_date ? a.appointment_time : undefined}
            error={formState.errors.appointment_time?.message}
          />
        </div>
      </div>
      {warning ? (
        <OutsideHoursConfirm
          warning={warning.override}
          action="move"
          pending={move.isPending}
          onConfirm={() => send({ ...warning.body, [warning.override.flag]: true })}
        />
      ) : null}
      <Button type="submit" variant="secondary" className="justify-self-start" loading={move.isPending && !warning}>
        {t.move}
      </Button>
    </form>
  );
}
