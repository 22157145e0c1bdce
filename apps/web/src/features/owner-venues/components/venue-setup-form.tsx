import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Clock, Info, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  messages,
  WEEKDAY_LABELS_TR,
  WEEKDAYS,
  type Category,
  type City,
  type District,
  type Neighborhood,
} from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, CheckboxField } from '@/components/ui/checkbox';
import { Field, FieldError, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { digitsOnly } from '@/lib/digits-only';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateVenue } from '../api/create-venue';
import { useNearestProvince } from '../hooks/use-nearest-province';
import { defaultHours, toCreateVenueBody, venueSetupFormSchema } from '../lib/venue-setup';

const t = messages.web.setup;

export interface OptionList<T> {
  items: T[];
  loading: boolean;
}

export interface VenueSetupFormProps {
  categories: OptionList<Category>;
  cities: OptionList<City>;
  districts: OptionList<District>;
  neighborhoods: OptionList<Neighborhood>;
  /** The page loads districts for this city; `undefined` clears them. */
  onCityChange: (cityId: number | undefined) => void;
  /** The page loads neighbourhoods for this district; `undefined` clears them. */
  onDistrictChange: (districtId: number | undefined) => void;
}

const toId = (value: string) => (value ? Number(value) : undefined);

// A list of half hours rather than <input type="time">: browsers render that in the device's 12/24-hour
// style, and the spec's hours are 24-hour.
const timeOptions = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value, label: value };
});

const serverFields = [
  'name',
  'description',
  'category_ids',
  'city_id',
  'district_id',
  'neighborhood_id',
  'address',
  'phone',
  'email',
] as const;

function Section({ icon: Icon, title, hint, children }: { icon: LucideIcon; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </Card>
  );
}

/** Venue creation (spec section 2, /business-setup). Location lists come from the page, which owns their queries. */
export function VenueSetupForm({
  categories,
  cities,
  districts,
  neighborhoods,
  onCityChange,
  onDistrictChange,
}: VenueSetupFormProps) {
  const navigate = useNavigate();
  const createVenue = useCreateVenue();
  const { register, control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm({
    resolver: zodResolver(venueSetupFormSchema),
    defaultValues: {
      name: '',
      description: '',
      category_ids: [],
      city_id: '',
      district_id: '',
      neighborhood_id: '',
      address: '',
      phone: '',
      email: '',
      hours: defaultHours(),
    },
  });
  const errors = formState.errors;
  const cityId = watch('city_id');
  const districtId = watch('district_id');
  const hours = watch('hours');

  const city = register('city_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      // Spec section 4: a new city empties the district and neighbourhood choices.
      setValue('district_id', '');
      setValue('neighborhood_id', '');
      onCityChange(toId(event.target.value));
      onDistrictChange(undefined);
    },
  });
  // Spec section 2: the device position may preselect the city, once, and never over the owner's choice.
  const nearestCity = useNearestProvince();
  const [suggestedCity, setSuggestedCity] = useState<string>();
  const suggestionDone = useRef(false);
  useEffect(() => {
    if (suggestionDone.current || !nearestCity || !cities.items.some((c) => c.id === nearestCity)) return;
    suggestionDone.current = true;
    if (getValues('city_id')) return;
    setValue('city_id', String(nearestCity));
    setSuggestedCity(String(nearestCity));
    onCityChange(nearestCity);
  }, [nearestCity, cities.items, getValues, setValue, onCityChange]);

  const district = register('district_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setValue('neighborhood_id', '');
      onDistrictChange(toId(event.target.value));
    },
  });

  const onSubmit = handleSubmit((values) =>
    createVenue.mutateAsync(toCreateVenueBody(values)).then(
      () => {
        toast.success(messages.venues.setupSuccess);
        navigate(paths.owner.root);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, serverFields, {
          working_hours: 'hours',
          opening_time: 'hours',
          closing_time: 'hours',
          working_days: 'hours',
        });
        toast.error(messages.venues.setupFailed);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <Section icon={Info} title={t.basicTitle}>
        <Field label={t.name} error={errors.name?.message} required>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Field label={t.descriptionLabel} error={errors.description?.message} optional>
          <Textarea rows={4} {...register('description')} />
        </Field>
        <Fieldset legend={t.categories} hint={messages.venues.categoryHint} error={errors.category_ids?.message}>
          {categories.loading ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-6" />
              ))}
            </div>
          ) : (
            <Controller
              control={control}
              name="category_ids"
              render={({ field }) => {
                const selected = (field.value ?? []) as number[];
                return (
                  <div className="grid gap-3 sm:grid-cols-2">
                    {categories.items.map((category) => (
                      <CheckboxField
                        key={category.id}
                        label={category.name}
                        checked={selected.includes(category.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...selected, category.id] : selected.filter((id) => id !== category.id),
                          )
                        }
                        onBlur={field.onBlur}
                        className="rounded-xl border border-stone-200 px-3 py-3 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/60"
                      />
                    ))}
                  </div>
                );
              }}
            />
          )}
        </Fieldset>
      </Section>

      <Section icon={MapPin} title={t.locationTitle}>
        <div className="grid items-start gap-5 sm:grid-cols-3">
          <Field
            label={t.city}
            error={errors.city_id?.message}
            hint={suggestedCity && cityId === suggestedCity ? t.cityFromLocation : undefined}
            required
          >
            <Select
              {...city}
              disabled={cities.loading}
              placeholder={cities.loading ? messages.web.ui.loading : t.selectCity}
              options={cities.items.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field>
          <Field label={t.district} error={errors.district_id?.message} required>
            <Select
              {...district}
              disabled={!cityId || districts.loading}
              placeholder={!cityId ? t.selectCityFirst : districts.loading ? messages.web.ui.loading : t.selectDistrict}
              options={districts.items.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Field>
          <Field label={t.neighborhood} error={errors.neighborhood_id?.message} required>
            <Select
              {...register('neighborhood_id')}
              disabled={!districtId || neighborhoods.loading}
              placeholder={
                !districtId ? t.selectDistrictFirst : neighborhoods.loading ? messages.web.ui.loading : t.selectNeighborhood
              }
              options={neighborhoods.items.map((n) => ({ value: n.id, label: n.name }))}
            />
          </Field>
        </div>
      </Section>

      <Section icon={Phone} title={t.contactTitle}>
        <Field label={t.address} error={errors.address?.message} required>
          <Textarea rows={3} autoComplete="street-address" {...register('address')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t.phone} hint={t.phoneHint} error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel-national" {...digitsOnly(register('phone'), 11)} />
          </Field>
          <Field label={t.email} error={errors.email?.message} optional>
            <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...register('email')} />
          </Field>
        </div>
      </Section>

      <Section icon={Clock} title={t.hoursTitle} hint={t.hoursHint}>
        <FieldError>{errors.hours?.message}</FieldError>
        <ul className="divide-y divide-stone-100">
          {WEEKDAYS.map((day) => {
            const label = WEEKDAY_LABELS_TR[day];
            const open = hours[day].open;
            const dayError = errors.hours?.[day]?.end?.message;
            const errorId = `hours-${day}-error`;
            return (
              <li key={day} className="grid gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:items-center">
                <div className="flex items-center justify-between gap-3">
                  <Controller
                    control={control}
                    name={`hours.${day}.open`}
                    render={({ field }) => (
                      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
                        <Checkbox
                          checked={field.value}
                          onCheckedChange={(c) => field.onChange(c === true)}
                          onBlur={field.onBlur}
                        />
                        {label}
                      </label>
                    )}
                  />
                  <span className={cn('text-xs font-medium sm:hidden', open ? 'text-emerald-700' : 'text-stone-500')}>
                    {open ? t.open : t.closed}
                  </span>
                </div>
                <div className="grid gap-1">
                  <div className="flex items-center gap-2">
                    <Select
                      aria-label={`${label} ${t.opensAt}`}
                      disabled={!open}
                      aria-invalid={dayError ? true : undefined}
                      aria-describedby={dayError ? errorId : undefined}
                      className="min-w-0 flex-1"
                      options={timeOptions}
                      {...register(`hours.${day}.start`)}
                    />
                    <span aria-hidden className="text-stone-400">
                      –
                    </span>
                    <Select
                      aria-label={`${label} ${t.closesAt}`}
                      disabled={!open}
                      aria-invalid={dayError ? true : undefined}
                      aria-describedby={dayError ? errorId : undefined}
                      className="min-w-0 flex-1"
                      options={timeOptions}
                      {...register(`hours.${day}.end`)}
                    />
                    <span
                      className={cn(
                        'hidden w-14 text-right text-xs font-medium sm:block',
                        open ? 'text-emerald-700' : 'text-stone-500',
                      )}
                    >
                      {open ? t.open : t.closed}
                    </span>
                  </div>
                  <FieldError id={errorId}>{dayError}</FieldError>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.dashboard}>{t.later}</Link>
        </Button>
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
