import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  BOOKING_NOTES_MAX_LENGTH,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  messages,
  validateBooking,
  type DialCode,
  type PublicExpert,
  type VenueDetail,
} from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatLira, initials } from '@/lib/format';
import { useCreateBooking } from '../api/create-booking';
import { useAvailableTimes } from '../api/get-available-times';
import { activeSubServices, bookableExperts, firstWorkingDay, priceAndDuration, subServicesFor } from '../lib/booking-options';
import { formatLongDate, mondayOf, venueToday } from '../lib/week';
import { ChoiceTile } from './choice-tile';
import { TimeSlots } from './time-slots';
import { WeekStrip } from './week-strip';

const b = messages.appointments;

export interface BookingSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  venue: VenueDetail;
  serviceId: number;
  serviceName: string;
  mode: 'guest' | 'user';
  onBooked?(): void;
}

/**
 * The booking sheet (spec section 4, 'Booking sheet flow'): expert, sub-service, a Monday-first
 * week strip, the day's free times and, for guests, contact details. Radix keeps focus inside and
 * returns it to 'Devam Et' on close; the form remounts on every opening, so each visit starts fresh.
 */
export function BookingSheet(props: BookingSheetProps) {
  const { open, onOpenChange, venue, serviceName } = props;
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="gap-5 p-4 pt-6 pb-0 sm:max-w-3xl sm:p-6 sm:pb-0"
        // NOTE: Radix returns focus to a Dialog.Trigger only; this sheet is opened by the page's own button.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{b.title}</SheetTitle>
          <SheetDescription>
            {venue.name} · {serviceName}
          </SheetDescription>
        </SheetHeader>
        <BookingForm {...props} />
      </SheetContent>
    </Sheet>
  );
}

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  dial_code: DialCode;
  phone: string;
  notes: string;
}

type PickField = 'expert_id' | 'sub_service_id' | 'appointment_date' | 'appointment_time';
const contactFields = ['first_name', 'last_name', 'email', 'phone', 'notes'] as const;
const pickFields: readonly PickField[] = ['expert_id', 'sub_service_id', 'appointment_date', 'appointment_time'];

function BookingForm({ venue, serviceId, mode, onOpenChange, onBooked }: BookingSheetProps) {
  const navigate = useNavigate();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const today = useMemo(() => venueToday(), []);
  const experts = useMemo(() => bookableExperts(venue, serviceId), [venue, serviceId]);
  const hasSubServices = useMemo(() => activeSubServices(venue, serviceId).length > 0, [venue, serviceId]);

  const [expertId, setExpertId] = useState<number | null>(experts[0]?.id ?? null);
  const expert: PublicExpert | undefined = experts.find((e) => e.id === expertId);
  const subs = useMemo(() => subServicesFor(venue, serviceId, expert), [venue, serviceId, expert]);
  const [subId, setSubId] = useState<number | null>(subs[0]?.id ?? null);
  const [date, setDate] = useState(() => firstWorkingDay(venue, experts[0], today));
  const [weekStart, setWeekStart] = useState(() => mondayOf(date));
  const [time, setTime] = useState<string | null>(null);
  const [pickErrors, setPickErrors] = useState<Partial<Record<PickField, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const slots = useAvailableTimes(
    expertId !== null && (subId !== null || !hasSubServices) ? { expertId, date, serviceId, subServiceId: subId } : null,
  );
  // A time stays chosen only while the latest list still offers it (after a 409 the refetch drops it).
  const selectedTime = time && slots.data?.includes(time) ? time : null;

  const form = useForm<ContactValues>({
    defaultValues: { first_name: '', last_name: '', email: '', dial_code: DEFAULT_DIAL_CODE, phone: '', notes: '' },
  });
  const errors = form.formState.errors;
  const booking = useCreateBooking();

  // Moves focus to the first control the last validation marked, in document (= spec) order.
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[data-invalid="true"], [aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input:not([disabled])');
    target?.focus();
  }, [focusRequest]);

  const clearPick = (field: PickField) => setPickErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  function chooseExpert(id: number) {
    setExpertId(id);
    const next = subServicesFor(
      venue,
      serviceId,
      experts.find((e) => e.id === id),
    );
    if (!next.some((s) => s.id === subId)) setSubId(next[0]?.id ?? null);
    setTime(null);
    clearPick('expert_id');
  }

  function showErrors(fieldErrors: Record<string, string>, message: string) {
    const picks: Partial<Record<PickField, string>> = {};
    let general: string | null = null;
    for (const [field, text] of Object.entries(fieldErrors)) {
      if ((contactFields as readonly string[]).includes(field)) {
        form.setError(field as (typeof contactFields)[number], { type: 'validate', message: text });
      } else if ((pickFields as readonly string[]).includes(field)) {
        picks[field as PickField] = text;
      } else {
        general ??= text;
      }
    }
    setPickErrors(picks);
    setBanner(general);
    toast.error(message);
    setFocusRequest((n) => n + 1);
  }

  function goBack() {
    onOpenChange(false);
    if (onBooked) return onBooked();
    // NOTE: React Router keeps the history index in history.state; 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(mode === 'user' ? paths.user.venue(venue.slug, venue.id) : paths.venue(venue.slug, venue.id));
  }

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setPickErrors({});
    setBanner(null);
    const common = {
      expert_id: expertId,
      venue_id: venue.id,
      service_id: serviceId,
      sub_service_id: subId,
      appointment_date: date,
      appointment_time: selectedTime ?? '',
      // Spec section 5: notes default to a single space.
      notes: values.notes.trim() ? values.notes : ' ',
    };
    const draft =
      mode === 'guest'
        ? {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
            // Spec section 5: spaces stripped, the chosen dial code prefixed.
            phone: `${values.dial_code}${values.phone.replace(/\s+/g, '')}`,
            ...common,
          }
        : common;
    const result = validateBooking(draft, { mode, subServicesExist: hasSubServices });
    if (!result.success) return showErrors(result.errors, result.message);

    const d = result.data;
    const sent = {
      expert_id: d.expert_id,
      venue_id: d.venue_id,
      service_id: d.service_id,
      sub_service_id: d.sub_service_id,
      appointment_date: d.appointment_date,
      appointment_time: d.appointment_time,
      notes: common.notes,
    };
    try {
      await booking.mutateAsync(
        mode === 'guest'
          ? { mode, payload: { first_name: d.first_name!, last_name: d.last_name!, email: d.email!, phone: d.phone!, ...sent } }
          : { mode, payload: sent },
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return void toast.error(b.error);
      // The server answered but said success: false.
      if (error.status < 300) return void toast.error(b.failed);
      if (error.status === 409 || error.code === 'SLOT_UNAVAILABLE') {
        setTime(null);
        setPickErrors({ appointment_time: error.message });
        void slots.refetch();
        toast.error(error.message);
        return;
      }
      if (error.errors) return showErrors(error.errors, error.message);
      setBanner(error.message);
      toast.error(error.message);
      return;
    }
    toast.success(b.success);
    goBack();
  });

  if (!experts.length) {
    return <Alert tone="info">{b.noExperts}</Alert>;
  }

  const chosenSub = subs.find((s) => s.id === subId);
  const cost = chosenSub ? priceAndDuration(chosenSub, expert) : null;
  const label = (suffix: string) => `${ids}-${suffix}`;
  const errorId = (field: PickField) => (pickErrors[field] ? label(`${field}-error`) : undefined);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={b.title}>
      {banner ? <Alert tone="error">{banner}</Alert> : null}

      <fieldset className="grid gap-2">
        <legend id={label('expert')} className="mb-2 text-sm font-semibold text-ink">
          {b.expertLabel}
        </legend>
        <div
          role="radiogroup"
          aria-labelledby={label('expert')}
          aria-describedby={errorId('expert_id')}
          data-invalid={pickErrors.expert_id ? true : undefined}
          className="grid gap-2 sm:grid-cols-2"
        >
          {experts.map((e) => (
            <ChoiceTile
              key={e.id}
              name="booking-expert"
              value={String(e.id)}
              checked={e.id === expertId}
              onSelect={() => chooseExpert(e.id)}
              className="gap-3 px-3 py-2.5"
            >
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {initials(e.name)}
              </span>
              <span className="grid min-w-0">
                <span className="truncate font-medium">{e.name}</span>
                {e.specialization ? <span className="truncate text-xs text-stone-600">{e.specialization}</span> : null}
              </span>
            </ChoiceTile>
          ))}
        </div>
        <FieldError id={errorId('expert_id')}>{pickErrors.expert_id}</FieldError>
      </fieldset>

      {subs.length ? (
        <fieldset className="grid gap-2">
          <legend id={label('sub')} className="mb-2 text-sm font-semibold text-ink">
            {b.subServiceLabel}
          </legend>
          <div
            role="radiogroup"
            aria-labelledby={label('sub')}
            aria-describedby={errorId('sub_service_id')}
            data-invalid={pickErrors.sub_service_id ? true : undefined}
            className="grid gap-2 sm:grid-cols-2"
          >
            {subs.map((s) => {
              const { price, durationMinutes } = priceAndDuration(s, expert);
              return (
                <ChoiceTile
                  key={s.id}
                  name="booking-sub-service"
                  value={String(s.id)}
                  checked={s.id === subId}
                  onSelect={() => {
                    setSubId(s.id);
                    setTime(null);
                    clearPick('sub_service_id');
                  }}
                  className="justify-between gap-3 px-3 py-2.5"
                >
                  <span className="min-w-0 font-medium">{s.name}</span>
                  <span className="grid shrink-0 justify-items-end text-sm">
                    <span className="font-semibold text-brand-800">{formatLira(price)}</span>
                    <span className="text-xs text-stone-600">
                      {durationMinutes} {b.minutes}
                    </span>
                  </span>
                </ChoiceTile>
              );
            })}
          </div>
          <FieldError id={errorId('sub_service_id')}>{pickErrors.sub_service_id}</FieldError>
        </fieldset>
      ) : null}

      <fieldset className="grid gap-2">
        <legend id={label('date')} className="mb-1 text-sm font-semibold text-ink">
          {b.dateLabel}
        </legend>
        <WeekStrip
          weekStart={weekStart}
          today={today}
          selected={date}
          labelId={label('date')}
          onWeekChange={setWeekStart}
          onSelect={(next) => {
            setDate(next);
            setTime(null);
            clearPick('appointment_date');
          }}
        />
        <FieldError id={errorId('appointment_date')}>{pickErrors.appointment_date}</FieldError>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend id={label('time')} className="mb-2 text-sm font-semibold text-ink">
          {b.timeLabel}
          <span className="sr-only"> – {b.slotsFor.replace('{date}', formatLongDate(date))}</span>
        </legend>
        <TimeSlots
          times={slots.data}
          loading={slots.isLoading}
          failed={slots.isError}
          selected={selectedTime}
          labelId={label('time')}
          invalid={Boolean(pickErrors.appointment_time)}
          describedBy={errorId('appointment_time')}
          onSelect={(t) => {
            setTime(t);
            clearPick('appointment_time');
          }}
        />
        <FieldError id={errorId('appointment_time')}>{pickErrors.appointment_time}</FieldError>
      </fieldset>

      {mode === 'guest' ? (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-ink">{b.contactTitle}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={b.firstNameLabel} error={errors.first_name?.message} required>
              <Input autoComplete="given-name" {...form.register('first_name')} />
            </Field>
            <Field label={b.lastNameLabel} error={errors.last_name?.message} required>
              <Input autoComplete="family-name" {...form.register('last_name')} />
            </Field>
          </div>
          <Field label={b.emailLabel} error={errors.email?.message} required>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('email')}
            />
          </Field>
          <div className="grid gap-1.5">
            <Label htmlFor={label('phone')}>{b.phoneLabel}</Label>
            <div className="flex gap-2">
              <Select
                aria-label={b.dialCodeLabel}
                className="w-[9.5rem] shrink-0"
                autoComplete="tel-country-code"
                {...form.register('dial_code')}
              >
                {DIAL_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code} {b.dialCodeNames[code]}
                  </option>
                ))}
              </Select>
              <Input
                id={label('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={b.phonePlaceholder}
                maxLength={16}
                aria-required
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? label('phone-error') : undefined}
                className="min-w-0 flex-1"
                {...form.register('phone')}
              />
            </div>
            <FieldError id={label('phone-error')}>{errors.phone?.message}</FieldError>
          </div>
        </fieldset>
      ) : (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">{b.signedInNote}</p>
      )}

      <Field label={b.notesLabel} error={errors.notes?.message}>
        <Textarea rows={3} maxLength={BOOKING_NOTES_MAX_LENGTH} {...form.register('notes')} />
      </Field>

      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 sm:pb-6">
        {expert && selectedTime ? (
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-stone-700" aria-live="polite">
            <span>
              {b.summary.replace('{date}', formatLongDate(date)).replace('{time}', selectedTime).replace('{expert}', expert.name)}
            </span>
            {cost ? <span className="font-semibold text-brand-800">{formatLira(cost.price)}</span> : null}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={booking.isPending}>
          {booking.isPending ? b.submitting : b.submit}
        </Button>
      </div>
    </form>
  );
}
