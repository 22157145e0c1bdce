import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

const t = messages.venues;

export interface Option {
  id: number;
  name: string;
}

export interface VenueSearchFormProps {
  cityId: number;
  categoryId: number;
  cities: readonly Option[] | undefined;
  categories: readonly Option[] | undefined;
  /** True while cities or categories load; the dropdowns show the current ids meanwhile. */
  optionsLoading?: boolean;
  optionsError?: boolean;
  onSearch(choice: { cityId: number; categoryId: number }): void;
}

/** City and category dropdowns with 'Ara': the choice applies only on submit. */
export function VenueSearchForm({
  cityId,
  categoryId,
  cities,
  categories,
  optionsLoading,
  optionsError,
  onSearch,
}: VenueSearchFormProps) {
  const [draftCity, setDraftCity] = useState(cityId);
  const [draftCategory, setDraftCategory] = useState(categoryId);
  // Back/forward and shared links change the URL: the form follows.
  useEffect(() => {
    setDraftCity(cityId);
    setDraftCategory(categoryId);
  }, [cityId, categoryId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ cityId: draftCity, categoryId: draftCategory });
  };

  // Until the lists arrive, keep the current choice visible so the form never shows an empty value.
  const cityOptions = cities?.length ? cities : [{ id: draftCity, name: messages.common.loading }];
  const categoryOptions = categories?.length ? categories : [{ id: draftCategory, name: messages.common.loading }];

  return (
    <form
      role="search"
      aria-label={t.searchLegend}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-5 md:grid-cols-[1fr_1fr_auto] md:items-end"
    >
      <Field label={t.city}>
        <Select
          name="city"
          value={draftCity}
          disabled={optionsLoading && !cities?.length}
          onChange={(e) => setDraftCity(Number(e.target.value))}
          options={cityOptions.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Field>
      <Field label={t.category}>
        <Select
          name="category"
          value={draftCategory}
          disabled={optionsLoading && !categories?.length}
          onChange={(e) => setDraftCategory(Number(e.target.value))}
          options={categoryOptions.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Field>
      <Button type="submit" size="md" className="md:min-w-32">
        <Search aria-hidden />
        {t.search}
      </Button>
      {optionsError ? (
        <Alert tone="warning" className="md:col-span-3">
          {t.optionsFailed}
        </Alert>
      ) : null}
    </form>
  );
}
