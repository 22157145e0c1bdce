import { APPOINTMENT_NOTES_MAX_LENGTH, messages } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { BookingSheetProps } from '@/lib/booking-sheet';
import { formatLira } from '@/lib/format';
import { useBookingForm, type BookingFormState } from '../lib/use-booking-form';
import { formatLongDate } from '../lib/week';
import { ContactSection } from './contact-section';
import { DayAndTimeSection } from './day-and-time-section';
import { ExpertSection } from './expert-section';
import { SubServiceSection } from './sub-service-section';

const b = messages.appointments;

/** The sheet's form: expert, sub-service, day and time, contact (guests), notes, then the summary and submit. */
export function BookingForm({ venue, serviceId, mode, onOpenChange, onBooked }: BookingSheetProps) {
  const state = useBookingForm({ venue, serviceId, mode, onOpenChange, onBooked });
  const { form, pickErrors } = state;

  if (!state.experts.length) return <Alert tone="info">{b.noExperts}</Alert>;

  return (
    <form ref={state.formRef} onSubmit={state.onSubmit} noValidate className="grid gap-6" aria-label={b.title}>
      {state.banner ? <Alert tone="error">{state.banner}</Alert> : null}
      <ExpertSection
        experts={state.experts}
        selectedId={state.expert?.id ?? null}
        error={pickErrors.expert_id}
        onSelect={state.choose.expert}
      />
      {state.subs.length ? (
        <SubServiceSection
          subServices={state.subs}
          expert={state.expert}
          selectedId={state.subId}
          error={pickErrors.sub_service_id}
          onSelect={state.choose.subService}
        />
      ) : null}
      <DayAndTimeSection {...state} />
      {mode === 'guest' ? (
        <ContactSection form={form} />
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">{b.signedInNote}</p>
      )}
      <Field label={b.notesLabel} error={form.formState.errors.notes?.message}>
        <Textarea rows={3} maxLength={APPOINTMENT_NOTES_MAX_LENGTH} {...form.register('notes')} />
      </Field>
      <BookingFooter {...state} />
    </form>
  );
}

/** Sticky at the bottom of the sheet: what is about to be booked, and 'Randevuyu Onayla'. */
function BookingFooter({ expert, selectedTime, date, cost, submitting }: BookingFormState) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 sm:pb-6">
      {expert && selectedTime ? (
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-stone-700" aria-live="polite">
          <span>
            {b.summary.replace('{date}', formatLongDate(date)).replace('{time}', selectedTime).replace('{expert}', expert.name)}
          </span>
          {cost ? <span className="font-semibold text-brand-800">{formatLira(cost.price)}</span> : null}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? b.submitting : b.submit}
      </Button>
    </div>
  );
}
