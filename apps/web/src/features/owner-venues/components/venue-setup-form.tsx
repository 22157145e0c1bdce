import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Clock, Info, MapPin, Phone } from 'lucide-react';
import {
  messages,
  type Category,
  type City,
  type District,
  type Neighborhood,
} from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { digitsOnly } from '@/lib/digits-only';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateVenue } from '../api/create-venue';
import { hoursErrorAliases } from '../lib/venue-hours';
import { useNearestProvince } from '../hooks/use-nearest-province';
import { defaultHours, toCreateVenueBody, venueSetupFormSchema } from '../lib/venue-setup';
import { CategoryCheckboxes } from './category-checkboxes';
import { FormSection } from './form-section';
import { WeeklyHoursEditor, weekHoursErrors } from './weekly-hours-editor';

const t = messages.ownerVenues.setup;

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
        applyServerErrors(error, setError, serverFields, hoursErrorAliases);
        toast.error(messages.venues.setupFailed);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection icon={Info} title={t.basicTitle}>
        <Field label={t.name} error={errors.name?.message} required>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Field label={t.descriptionLabel} error={errors.description?.message} optional>
          <Textarea rows={4} {...register('description')} />
        </Field>
        <Fieldset legend={t.categories} hint={messages.venues.categoryHint} error={errors.category_ids?.message}>
          <Controller
            control={control}
            name="category_ids"
            render={({ field }) => (
              <CategoryCheckboxes
                categories={categories.items}
                loading={categories.loading}
                value={(field.value ?? []) as number[]}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Fieldset>
      </FormSection>

      <FormSection icon={MapPin} title={t.locationTitle}>
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
              placeholder={cities.loading ? messages.site.ui.loading : t.selectCity}
              options={cities.items.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field>
          <Field label={t.district} error={errors.district_id?.message} required>
            <Select
              {...district}
              disabled={!cityId || districts.loading}
              placeholder={!cityId ? t.selectCityFirst : districts.loading ? messages.site.ui.loading : t.selectDistrict}
              options={districts.items.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Field>
          <Field label={t.neighborhood} error={errors.neighborhood_id?.message} required>
            <Select
              {...register('neighborhood_id')}
              disabled={!districtId || neighborhoods.loading}
              placeholder={
                !districtId ? t.selectDistrictFirst : neighborhoods.loading ? messages.site.ui.loading : t.selectNeighborhood
              }
              options={neighborhoods.items.map((n) => ({ value: n.id, label: n.name }))}
            />
          </Field>
        </div>
      </FormSection>

      <FormSection icon={Phone} title={t.contactTitle}>
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
      </FormSection>

      <FormSection icon={Clock} title={t.hoursTitle} hint={t.hoursHint}>
        <WeeklyHoursEditor control={control} register={register} errors={weekHoursErrors(errors.hours)} />
      </FormSection>

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
