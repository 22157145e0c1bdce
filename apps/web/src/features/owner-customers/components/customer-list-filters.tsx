import { useId } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { fill } from '@/lib/format';
import type { OwnerCustomersFilters } from '../api/get-owner-customers';

const t = messages.ownerCustomers.page;

/** The "no visit for N weeks" choices offered (the API takes any 1–520). */
export const INACTIVE_WEEK_CHOICES = [4, 8, 12, 26] as const;

const noShowOptions = [
  { value: '', label: t.noShowAll },
  { value: 'any', label: t.noShowAny },
  { value: 'tag', label: t.noShowTagged },
];
const inactiveOptions = [
  { value: '', label: t.inactiveAll },
  ...INACTIVE_WEEK_CHOICES.map((weeks) => ({ value: String(weeks), label: fill(t.inactiveWeeks, { weeks }) })),
];
const sortOptions = [
  { value: 'recent', label: t.sortRecent },
  { value: 'last_visit', label: t.sortLastVisit },
  { value: 'total_spent', label: t.sortTotalSpent },
  { value: 'visits', label: t.sortVisits },
];

/**
 * The list's filters and order (decision 091): three native selects, one column at 375 px and three side by side from
 * `sm`; a change is `onChange` with the field and its value ('' is the default).
 */
export function CustomerListFilters({
  value,
  onChange,
}: {
  value: OwnerCustomersFilters;
  onChange: (field: keyof OwnerCustomersFilters, next: string) => void;
}) {
  const id = useId();
  const field = (key: keyof OwnerCustomersFilters, label: string, options: { value: string; label: string }[]) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select
        id={`${id}-${key}`}
        value={value[key] ?? options[0]!.value}
        onChange={(e) => onChange(key, e.target.value)}
        options={options}
      />
    </div>
  );
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t.filters}</legend>
      {field('no_show', t.noShowFilter, noShowOptions)}
      {field('inactive_weeks', t.inactiveFilter, inactiveOptions)}
      {field('sort', t.sort, sortOptions)}
    </fieldset>
  );
}
