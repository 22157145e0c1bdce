import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { City, District, Neighborhood } from '@randevu/contracts';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useNearestCity } from '../hooks/use-nearest-city';
import type { VenueSetupFormInput, VenueSetupFormOutput } from '../lib/venue-setup';
import { FormSection } from './form-section';

const t = messages.ownerVenues.setup;
const loadingText = messages.site.ui.loading;

export interface OptionList<T> {
  items: T[];
  loading: boolean;
}

export interface VenueLocationLists {
  cities: OptionList<City>;
  districts: OptionList<District>;
  neighborhoods: OptionList<Neighborhood>;
  /** The page loads districts for this city; `undefined` clears them. */
  onCityChange: (cityId: number | undefined) => void;
  /** The page loads neighbourhoods for this district; `undefined` clears them. */
  onDistrictChange: (districtId: number | undefined) => void;
}

const toId = (value: string) => (value ? Number(value) : undefined);

/**
 * 'Konum': city → district → neighbourhood. Each list stays disabled until the one before it is chosen,
 * and a new choice empties the ones after it (docs/product-owner.md#venues). The device position may preselect the city.
 */
export function VenueLocationFields({
  form,
  cities,
  districts,
  neighborhoods,
  onCityChange,
  onDistrictChange,
}: VenueLocationLists & { form: UseFormReturn<VenueSetupFormInput, unknown, VenueSetupFormOutput> }) {
  const { register, setValue, watch, formState } = form;
  const errors = formState.errors;
  const cityId = watch('city_id');
  const districtId = watch('district_id');
  const suggestedCity = useSuggestedCity(form, cities.items, onCityChange);

  const city = register('city_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      // A new city empties the district and neighbourhood choices.
      setValue('district_id', '');
      setValue('neighborhood_id', '');
      onCityChange(toId(event.target.value));
      onDistrictChange(undefined);
    },
  });
  const district = register('district_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setValue('neighborhood_id', '');
      onDistrictChange(toId(event.target.value));
    },
  });

  return (
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
            placeholder={cities.loading ? loadingText : t.selectCity}
            options={cities.items.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        <Field label={t.district} error={errors.district_id?.message} required>
          <Select
            {...district}
            disabled={!cityId || districts.loading}
            placeholder={!cityId ? t.selectCityFirst : districts.loading ? loadingText : t.selectDistrict}
            options={districts.items.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Field>
        <Field label={t.neighborhood} error={errors.neighborhood_id?.message} required>
          <Select
            {...register('neighborhood_id')}
            disabled={!districtId || neighborhoods.loading}
            placeholder={!districtId ? t.selectDistrictFirst : neighborhoods.loading ? loadingText : t.selectNeighborhood}
            options={neighborhoods.items.map((n) => ({ value: n.id, label: n.name }))}
          />
        </Field>
      </div>
    </FormSection>
  );
}

/** The device position may preselect the city, once, and never over the owner's choice. */
function useSuggestedCity(
  { getValues, setValue }: UseFormReturn<VenueSetupFormInput, unknown, VenueSetupFormOutput>,
  cities: City[],
  onCityChange: (cityId: number | undefined) => void,
) {
  const nearestCity = useNearestCity();
  const [suggestedCity, setSuggestedCity] = useState<string>();
  const suggestionDone = useRef(false);
  useEffect(() => {
    if (suggestionDone.current || !nearestCity || !cities.some((c) => c.id === nearestCity)) return;
    suggestionDone.current = true;
    if (getValues('city_id')) return;
    setValue('city_id', String(nearestCity));
    setSuggestedCity(String(nearestCity));
    onCityChange(nearestCity);
  }, [nearestCity, cities, getValues, setValue, onCityChange]);
  return suggestedCity;
}
