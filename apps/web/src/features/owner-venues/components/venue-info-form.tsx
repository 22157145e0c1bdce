import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MapPin } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { Category, OwnerVenueDetail } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateVenue } from '../api/update-venue';
import { hoursErrorAliases } from '../lib/venue-hours';
import { toUpdateVenueBody, venueInfoFormSchema, venueInfoFormValues } from '../lib/venue-info';
import { FormSection } from './form-section';
import { VenueBasicFields, VenueContactFields, VenueHoursFields } from './venue-basic-fields';

const t = messages.ownerVenues.setup;
const v = messages.ownerVenues.info;

const serverFields = ['name', 'description', 'category_ids', 'address', 'phone', 'email'] as const;

/** The venue-info editor (docs/product-owner.md#venue-info): the venue's fields and weekly hours; the location is shown, not edited. */
export function VenueInfoForm({
  venue,
  categories,
}: {
  venue: OwnerVenueDetail;
  categories: { items: Category[]; loading: boolean };
}) {
  const updateVenue = useUpdateVenue(venue.id);
  const { register, control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(venueInfoFormSchema),
    defaultValues: venueInfoFormValues(venue),
  });

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
      <VenueBasicFields control={control} register={register} categories={categories} />

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

      <VenueContactFields control={control} register={register} />
      <VenueHoursFields control={control} register={register} />

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {v.save}
        </Button>
      </div>
    </form>
  );
}
