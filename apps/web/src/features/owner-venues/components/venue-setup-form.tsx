import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, normalizePhone } from '@randevu/contracts/messages';
import type { Category } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateVenue } from '../api/create-venue';
import { hoursErrorAliases } from '../lib/venue-hours';
import { defaultHours, toCreateVenueBody, venueSetupFormSchema } from '../lib/venue-setup';
import { VenueBasicFields, VenueContactFields, VenueHoursFields } from './venue-basic-fields';
import { VenueLocationFields, type OptionList, type VenueLocationLists } from './venue-location-fields';

const t = messages.ownerVenues.setup;

export interface VenueSetupFormProps extends VenueLocationLists {
  categories: OptionList<Category>;
  /** The business registration's name and phone (decision 074): the form starts from them. */
  defaults?: { name?: string | null; phone?: string | null };
}

/** Where the venue list opens the new venue's go-live checklist (router state: the spec's URL stays /dashboard/owner). */
export interface CreatedVenueState {
  createdVenueId: number;
}

/**
 * The account's phone as the venue's phone rule takes it (7–11 digits), else empty: a Turkish number, kept in E.164
 * (decision 087), is written back with its trunk 0 ('+902164445566' → '02164445566').
 */
const venuePhone = (phone?: string | null) => {
  const parsed = normalizePhone(phone ?? '');
  const digits = parsed.ok && parsed.dialCode === '+90' ? `0${parsed.national}` : (phone ?? '');
  return /^\d{7,11}$/.test(digits) ? digits : '';
};

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

/** Venue creation (/business-setup, docs/product-owner.md#venues). Location lists come from the page, which owns their queries. */
export function VenueSetupForm({ categories, defaults, ...locationLists }: VenueSetupFormProps) {
  const navigate = useNavigate();
  const createVenue = useCreateVenue();
  const form = useForm({
    resolver: zodResolver(venueSetupFormSchema),
    defaultValues: {
      name: defaults?.name ?? '',
      description: '',
      category_ids: [],
      city_id: '',
      district_id: '',
      neighborhood_id: '',
      address: '',
      phone: venuePhone(defaults?.phone),
      email: '',
      hours: defaultHours(),
    },
  });
  const { control, register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit((values) =>
    // A venue made here waits for the owner's "Yayına al" on its checklist (decision 074).
    createVenue.mutateAsync({ ...toCreateVenueBody(values), is_published: false }).then(
      (venue) => {
        toast.success(messages.venues.setupSuccess);
        navigate(paths.owner.root, { state: { createdVenueId: venue.id } satisfies CreatedVenueState });
      },
      (error: unknown) => {
        applyServerErrors(error, setError, serverFields, hoursErrorAliases);
        toast.error(messages.venues.setupFailed);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <VenueBasicFields control={control} register={register} categories={categories} />
      <VenueLocationFields form={form} {...locationLists} />
      <VenueContactFields control={control} register={register} />
      <VenueHoursFields control={control} register={register} />
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
