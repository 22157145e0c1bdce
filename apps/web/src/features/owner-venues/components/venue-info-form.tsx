import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Clock, Info, MapPin, Phone } from 'lucide-react';
import { messages, type Category, type OwnerVenueDetail } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { digitsOnly } from '@/lib/digits-only';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateVenue } from '../api/update-venue';
import { hoursErrorAliases } from '../lib/venue-hours';
import { toUpdateVenueBody, venueInfoFormSchema, venueInfoFormValues } from '../lib/venue-info';
import { CategoryCheckboxes } from './category-checkboxes';
import { FormSection } from './form-section';
import { WeeklyHoursEditor, weekHoursErrors } from './weekly-hours-editor';

const t = messages.ownerVenues.setup;
const v = messages.venueInfo;

const serverFields = ['name', 'description', 'category_ids', 'address', 'phone', 'email'] as const;

/** The venue-info editor (spec section 2): the venue's own fields and weekly hours; the location is shown, not edited. */
export function VenueInfoForm({ venue, categories }: { venue: OwnerVenueDetail; categories: { items: Category[]; loading: boolean } }) {
  const updateVenue = useUpdateVenue(venue.id);
  const { register, control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(venueInfoFormSchema),
    defaultValues: venueInfoFormValues(venue),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    updateVenue.mutateAsync(toUpdateVenueBody(values)).then(
      (saved) => {
        reset(venueInfoFormValues(saved));
        toast.success(v.saved);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, serverFields, hoursErrorAliases);
        toast.error(v.saveFailed);
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

      <FormSection icon={MapPin} title={t.locationTitle} hint={v.locationHint}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {[
            [t.city, venue.city.name],
            [t.district, venue.district.name],
            [t.neighborhood, venue.neighborhood.name],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-sm font-medium text-stone-700">{label}</dt>
              <dd className="rounded-xl border border-stone-200 bg-stone-50 px-3.5 py-2.5 text-sm text-ink">{value}</dd>
            </div>
          ))}
        </dl>
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

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {v.save}
        </Button>
      </div>
    </form>
  );
}
