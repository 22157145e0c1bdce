import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  DEFAULT_DIAL_CODE,
  messages,
  validateAppointment,
  type CreatedAppointment,
  type GuestCreatedAppointment,
  type VenueDetail,
} from '@randevu/contracts';
import { BOOKING_PICK_PARAMS, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateAppointment } from '../api/create-appointment';
import { useAvailableTimes } from '../api/get-available-times';
import { useClosedDays } from '../api/get-closed-days';
import { bookingDraft, type ContactValues } from './booking-draft';
import { dayMarks } from './day-marks';
import { splitBookingErrors, type PickField } from './booking-errors';
import { activeSubServices, bookableExperts, firstWorkingDay, priceAndDuration, subServicesFor } from './booking-options';
import { mondayOf, venueToday } from './week';

const b = messages.appointments;

export interface BookingFormOptions {
  venue: VenueDetail;
  serviceId: number;
  mode: 'guest' | 'user';
  onOpenChange(open: boolean): void;
  onBooked?(created: CreatedAppointment | GuestCreatedAppointment): void;
}

/** The one validation toast: replaced by the next attempt's, dismissed once nothing is marked any more. */
const INVALID_TOAST_ID = 'booking-invalid';

/** A positive id from the URL ('Tekrar randevu al', decision 073), else null. */
const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The booking sheet's state (docs/product-public.md#booking) and submit (docs/product-public.md#booking-validation): the picks (expert,
 * sub-service, day, time), the contact form, the errors of the last attempt and the request.
 */
export function useBookingForm({ venue, serviceId, mode, onOpenChange, onBooked }: BookingFormOptions) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const today = useMemo(() => venueToday(), []);
  const experts = useMemo(() => bookableExperts(venue, serviceId), [venue, serviceId]);
  const hasSubServices = useMemo(() => activeSubServices(venue, serviceId).length > 0, [venue, serviceId]);

  // The spec preselects the first expert and option; a link from a past visit names its own (decision 073).
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const chosen = experts.find((e) => e.id === idParam(params.get(BOOKING_PICK_PARAMS.expert))) ?? experts[0];
    const options = subServicesFor(venue, serviceId, chosen);
    const option = options.find((s) => s.id === idParam(params.get(BOOKING_PICK_PARAMS.option))) ?? options[0];
    return { expert: chosen, subId: option?.id ?? null };
  });
  const [expertId, setExpertId] = useState<number | null>(initial.expert?.id ?? null);
  const expert = experts.find((e) => e.id === expertId);
  const subs = useMemo(() => subServicesFor(venue, serviceId, expert), [venue, serviceId, expert]);
  const [subId, setSubId] = useState<number | null>(initial.subId);
  const [date, setDate] = useState(() => firstWorkingDay(venue, initial.expert, today));
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

  // The week on view, and the chosen day's week when the customer has paged away from it (one request when the same).
  const shownWeek = useClosedDays(venue.id, weekStart);
  const chosenWeek = useClosedDays(venue.id, mondayOf(date));
  const marks = useMemo(
    () => dayMarks([...(shownWeek.data ?? []), ...(chosenWeek.data ?? [])], venue.working_hours),
    [shownWeek.data, chosenWeek.data, venue.working_hours],
  );

  const form = useForm<ContactValues>({
    defaultValues: { first_name: '', last_name: '', email: '', dial_code: DEFAULT_DIAL_CODE, phone: '', notes: '' },
  });
  const booking = useCreateAppointment();

  // Scrolls to and focuses the first control the last validation marked, in document (= spec) order; centred, so
  // the sticky summary at the bottom of the sheet does not cover it.
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[data-invalid="true"], [aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input:not([disabled])');
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  // A typed field's mark goes as soon as it is edited.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  // The validation toast goes once every mark is fixed.
  const marked = Object.keys(form.formState.errors).length > 0 || Object.values(pickErrors).some(Boolean) || banner !== null;
  useEffect(() => {
    if (!marked) toast.dismiss(INVALID_TOAST_ID);
  }, [marked]);

  const clearPick = (field: PickField) => setPickErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const choose = {
    expert(id: number) {
      setExpertId(id);
      const next = subServicesFor(
        venue,
        serviceId,
        experts.find((e) => e.id === id),
      );
      if (!next.some((s) => s.id === subId)) setSubId(next[0]?.id ?? null);
      setTime(null);
      clearPick('expert_id');
    },
    subService(id: number) {
      setSubId(id);
      setTime(null);
      clearPick('sub_service_id');
    },
    date(next: string) {
      setDate(next);
      setTime(null);
      clearPick('appointment_date');
    },
    time(next: string) {
      setTime(next);
      clearPick('appointment_time');
    },
    week: setWeekStart,
  };

  function showErrors(fieldErrors: Record<string, string>, message: string) {
    const { contact, picks, general } = splitBookingErrors(fieldErrors);
    for (const [field, text] of Object.entries(contact)) {
      form.setError(field as keyof typeof contact, { type: 'validate', message: text });
    }
    setPickErrors(picks);
    setBanner(general);
    toast.error(message, { id: INVALID_TOAST_ID });
    setFocusRequest((n) => n + 1);
  }

  function goBack(created: CreatedAppointment | GuestCreatedAppointment) {
    onOpenChange(false);
    if (onBooked) return onBooked(created);
    // NOTE: React Router keeps the history index in history.state; 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(mode === 'user' ? paths.user.venue(venue) : paths.venue(venue));
  }

  /** A refused request: 409 or a refused time drops the time, a 400 marks fields, anything else is a toast. */
  function handleFailure(error: unknown) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return void toast.error(b.error);
    // The server answered but said success: false.
    if (error.status < 300) return void toast.error(b.failed);
    // A refusal of the time (taken, a break, time off, a closure, a holiday, notice, horizon) names its rule there.
    if (error.status === 409 || error.errors?.appointment_time) {
      setTime(null);
      setPickErrors({ appointment_time: error.message });
      void slots.refetch();
      toast.error(error.message);
      return;
    }
    if (error.errors) return showErrors(error.errors, error.message);
    setBanner(error.message);
    toast.error(error.message);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setPickErrors({});
    setBanner(null);
    const picks = { venueId: venue.id, serviceId, expertId, subServiceId: subId, date, time: selectedTime };
    const draft = bookingDraft(mode, picks, values);
    const result = validateAppointment(draft, { mode, subServicesExist: hasSubServices });
    if (!result.success) return showErrors(result.errors, result.message);

    const d = result.data;
    const sent = {
      expert_id: d.expert_id,
      venue_id: d.venue_id,
      service_id: d.service_id,
      sub_service_id: d.sub_service_id,
      appointment_date: d.appointment_date,
      appointment_time: d.appointment_time,
      notes: draft.notes,
    };
    let created: CreatedAppointment | GuestCreatedAppointment;
    try {
      created = await booking.mutateAsync(
        mode === 'guest'
          ? { mode, payload: { first_name: d.first_name!, last_name: d.last_name!, email: d.email!, phone: d.phone!, ...sent } }
          : { mode, payload: sent },
      );
    } catch (error) {
      return handleFailure(error);
    }
    // Instant booking (decision 036) answers `confirmed`; otherwise the request waits for the venue.
    if (created.status === 'confirmed') toast.success(b.successConfirmed, { description: b.successConfirmedText });
    else toast.success(b.success, { description: b.successPending });
    goBack(created);
  });

  const chosenSub = subs.find((s) => s.id === subId);
  return {
    formRef,
    form,
    onSubmit,
    submitting: booking.isPending,
    today,
    experts,
    expert,
    subs,
    subId,
    date,
    weekStart,
    marks,
    slots,
    selectedTime,
    cost: chosenSub ? priceAndDuration(chosenSub, expert) : null,
    pickErrors,
    banner,
    choose,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
