import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  hasCustomerContact,
  ownerBookingBodySchema,
  type CustomerMatch,
  type OwnerBookingBody,
  type OwnerBookingValues,
} from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useCreateOwnerBooking } from '../api/owner-calendar-writes';
import { OutsideHoursConfirm, overrideWarningOf, type OverrideWarning } from './outside-hours-confirm';
import { StartTimeField } from './start-time-field';
import { CustomerPhoneInput } from './customer-phone-input';
import { BlockPresets } from './block-presets';
import { BookingSwitch } from './booking-switch';
import { ServiceChoice } from './service-choice';

const t = messages.ownerCalendar.page;

export interface SubServiceChoice {
  id: number;
  serviceId: number;
  name: string;
}

/** The customer a booking opens with ('Randevu oluştur' on a customer's card). */
export interface BookingCustomer {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

/** Where the dialog opens: an empty half hour (expert, date, time) or 'Randevu Ekle' (the shown date). */
export interface BookingStart {
  expertId: number | null;
  date: string;
  time: string;
  customer?: BookingCustomer;
  /** 'Kapıdan müşteri' (decision 090): the customer is in the chair now and is not messaged unless the owner says so. */
  walkIn?: boolean;
}

export interface BookingDialogProps {
  venueId: number;
  start: BookingStart;
  experts: { id: number; name: string }[];
  subServices: SubServiceChoice[];
  assignments: Record<number, number[]>;
  onClose: () => void;
  /** 'Zaman Kapat' instead: the same expert, day and time blocked as time off (a meeting, a break). */
  onBlockTime?: () => void;
}

const num = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));
const FIELDS = [
  'expert_id',
  'service_id',
  'sub_service_id',
  'appointment_date',
  'appointment_time',
  'first_name',
  'last_name',
  'phone',
  'email',
  'notes',
] as const;

const resolve = zodResolver(ownerBookingBodySchema);
/** "Şu an koltukta": the server takes its own now, so the date and time fields do not bind. */
const resolver: typeof resolve = (values, context, options) =>
  resolve(values.starts_now ? { ...values, appointment_date: undefined, appointment_time: undefined } : values, context, options);

/**
 * The walk-in or phone booking: confirmed at once; outside hours only after the owner confirms the warning. The phone
 * comes first (a returning customer's lookup fills the rest); every customer field is optional (decision 090).
 */
export function BookingDialog(props: BookingDialogProps) {
  const { venueId, start, experts, subServices, assignments, onClose, onBlockTime } = props;
  const walkIn = start.walkIn === true;
  const form = useForm<OwnerBookingBody, unknown, OwnerBookingValues>({
    resolver,
    defaultValues: {
      starts_now: walkIn,
      notify_customer: !walkIn,
      expert_id: start.expertId ?? undefined,
      appointment_date: start.date,
      appointment_time: start.time,
      first_name: start.customer?.first_name ?? '',
      last_name: start.customer?.last_name ?? '',
      phone: start.customer?.phone ?? '',
      email: start.customer?.email ?? '',
      notes: '',
    } as Partial<OwnerBookingBody> as OwnerBookingBody,
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const create = useCreateOwnerBooking(venueId);
  const [warning, setWarning] = useState<{ override: OverrideWarning; body: OwnerBookingValues } | null>(null);
  // The card the lookup found (decision 093): the booking is for it while the phone is still the one it answered.
  const [pickedCard, setPickedCard] = useState<CustomerMatch | null>(null);

  const expertId = watch('expert_id');
  const subServiceId = watch('sub_service_id');
  const date = watch('appointment_date');
  const serviceId = watch('service_id');
  const startsNow = watch('starts_now') === true;
  const notify = watch('notify_customer') !== false;
  const contactless = !hasCustomerContact({ phone: watch('phone') || null, email: watch('email') || null });
  const assigned = expertId ? assignments[expertId] : undefined;
  const offered = assigned?.length ? subServices.filter((s) => assigned.includes(s.id)) : subServices;

  const send = (values: OwnerBookingValues) => {
    const body = pickedCard && values.phone === pickedCard.phone ? { ...values, customer_id: pickedCard.id } : values;
    return create.mutate(body, {
      onSuccess: () => {
        toast.success(t.booked);
        onClose();
      },
      onError: (error) => {
        const override = overrideWarningOf(error, body);
        if (override) return setWarning({ override, body });
        setWarning(null);
        if (!applyServerErrors(error, setError, FIELDS)) toast.error(refusalMessageOr(error, t.saveFailed));
      },
    });
  };

  const pickService = (id: number) => {
    const picked = subServices.find((s) => s.id === id);
    setValue('sub_service_id', picked?.id ?? null);
    setValue('service_id', picked?.serviceId as number, { shouldValidate: formState.isSubmitted });
  };

  const fillCustomer = (customer: CustomerMatch) => {
    setPickedCard(customer);
    const options = { shouldValidate: formState.isSubmitted };
    setValue('first_name', customer.first_name, options);
    setValue('last_name', customer.last_name, options);
    setValue('phone', customer.phone, options);
    setValue('email', customer.email ?? '', options);
  };

  const errors = formState.errors;
  // Opened from an empty slot: closing that time is one tap away (decision 077).
  const presets = onBlockTime && start.expertId && start.time && !walkIn ? { expertId: start.expertId, onBlockTime } : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        // Escape in the phone field with its list open closes the list, not the dialog.
        onEscapeKeyDown={(e) => (e.target as HTMLElement).getAttribute?.('aria-expanded') === 'true' && e.preventDefault()}
        // A walk-in is booked with taps (the service, 'Kaydet'): no field takes focus, so no keyboard covers them.
        onOpenAutoFocus={(e) => {
          if (!walkIn) return;
          e.preventDefault();
          (e.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.addTitle}</DialogTitle>
          <DialogDescription>{t.addDescription}</DialogDescription>
        </DialogHeader>
        {presets ? (
          <BlockPresets
            venueId={venueId}
            expertId={presets.expertId}
            date={start.date}
            time={start.time}
            onDone={onClose}
            onCustom={presets.onBlockTime}
          />
        ) : null}
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => send(values))}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field className="sm:col-span-2" label={t.phone} hint={t.phoneHint} error={errors.phone?.message} optional>
              <CustomerPhoneInput venueId={venueId} placeholder="0532 123 45 67" onPick={fillCustomer} {...register('phone')} />
            </Field>
            <Field label={t.firstName} error={errors.first_name?.message} optional>
              <Input autoComplete="off" placeholder={messages.ownerCalendar.walkInName} {...register('first_name')} />
            </Field>
            <Field label={t.lastName} error={errors.last_name?.message} optional>
              <Input autoComplete="off" {...register('last_name')} />
            </Field>
            <Field className="sm:col-span-2" label={t.email} error={errors.email?.message} optional>
              <Input type="email" autoComplete="off" {...register('email')} />
            </Field>
            <Field label={t.expert} error={errors.expert_id?.message} required>
              <Select
                placeholder={t.chooseExpert}
                options={experts.map((e) => ({ value: e.id, label: e.name }))}
                value={expertId ?? ''}
                onChange={(e) => setValue('expert_id', num(e.target.value) as number, { shouldValidate: formState.isSubmitted })}
              />
            </Field>
            {walkIn ? (
              <ServiceChoice
                options={offered}
                value={subServiceId}
                onChange={pickService}
                error={errors.sub_service_id?.message ?? errors.service_id?.message}
              />
            ) : (
              <Field label={t.subService} error={errors.sub_service_id?.message ?? errors.service_id?.message} required>
                <Select
                  placeholder={t.chooseSubService}
                  options={offered.map((s) => ({ value: s.id, label: s.name }))}
                  value={subServiceId ?? ''}
                  onChange={(e) => pickService(Number(e.target.value))}
                />
              </Field>
            )}
            <div className="sm:col-span-2">
              <BookingSwitch
                label={t.startsNow}
                hint={startsNow ? t.startsNowHint : undefined}
                checked={startsNow}
                onChange={(on) => setValue('starts_now', on)}
              />
            </div>
            {startsNow ? null : (
              <>
                <Field label={t.date} error={errors.appointment_date?.message} required>
                  <DateInput
                    value={watch('appointment_date') ?? ''}
                    onChange={(day) => setValue('appointment_date', day, { shouldValidate: formState.isSubmitted })}
                  />
                </Field>
                <div className="grid gap-4">
                  <StartTimeField
                    params={
                      expertId && serviceId && date ? { expertId, date, serviceId, subServiceId: subServiceId ?? null } : null
                    }
                    value={watch('appointment_time') ?? ''}
                    onChange={(time) => setValue('appointment_time', time, { shouldValidate: formState.isSubmitted })}
                    error={errors.appointment_time?.message}
                  />
                </div>
              </>
            )}
            <div className="sm:col-span-2">
              <BookingSwitch
                label={t.notifyCustomer}
                hint={contactless ? t.notifyNoContact : notify ? t.notifyCustomerHint : undefined}
                checked={notify}
                onChange={(on) => setValue('notify_customer', on)}
              />
            </div>
          </div>
          <Field label={t.notes} error={errors.notes?.message} optional>
            <Textarea rows={2} {...register('notes')} />
          </Field>
          {warning ? (
            <OutsideHoursConfirm
              warning={warning.override}
              action="add"
              pending={create.isPending}
              onConfirm={() => send({ ...warning.body, [warning.override.flag]: true })}
            />
          ) : null}
          <DialogFooter
            // A walk-in's 'Kaydet' stays in view on a phone while the form scrolls under it.
            className={
              walkIn ? 'sticky -bottom-6 -mx-6 flex-row justify-end border-t border-stone-200 bg-white px-6 py-3' : undefined
            }
          >
            {onBlockTime && !presets && !walkIn ? (
              <Button type="button" variant="ghost" onClick={onBlockTime}>
                {t.blockTime}
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={create.isPending && !warning}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
