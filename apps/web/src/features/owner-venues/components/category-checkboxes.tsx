import type { Category } from '@randevu/contracts';
import { CheckboxField } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';

/** The venue's categories as a grid of checkboxes (creation and venue info). */
export function CategoryCheckboxes({
  categories,
  loading,
  value,
  onChange,
  onBlur,
}: {
  categories: Category[];
  loading: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
}) {
  if (loading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {categories.map((category) => (
        <CheckboxField
          key={category.id}
          label={category.name}
          checked={value.includes(category.id)}
          onCheckedChange={(checked) =>
            onChange(checked === true ? [...value, category.id] : value.filter((id) => id !== category.id))
          }
          onBlur={onBlur}
          className="rounded-xl border border-stone-200 px-3 py-3 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/60"
        />
      ))}
    </div>
  );
}
