import { useEffect, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BOOKING_RULE_LIMITS, createSubServiceBodySchema, messages, type IdName, type Service } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatPriceInput } from '@/lib/format';
import { useCreateSubService } from '../api/create-sub-service';
import { useSaveSubService } from '../hooks/use-save-sub-service';
import { SubServiceFields, SubServiceFormActions } from './sub-service-fields';

const t = messages.subServices;

/** The contract's body; the category only narrows the service list and is not sent. */
const createFormSchema = createSubServiceBodySchema.omit({ venue_id: true, is_active: true }).extend({ category_id: z.string() });

const serverFields = ['service_id', 'name', 'description', 'price', 'duration_minutes', 'buffer_minutes'] as const;

export interface OptionList<T> {
  items: T[];
  loading: boolean;
}

export interface SubServiceCreateFormProps {
  venueId: number;
  /** The venue's categories. */
  categories: OptionList<IdName>;
  /** The catalogue services of the chosen category. */
  services: OptionList<Service>;
  /** The page loads the services of this category; `null` clears them. */
  onCategoryChange: (categoryId: number | null) => void;
}

/** Choose a category, then a service (its price and duration prefill), then the details. */
export function SubServiceCreateForm({ venueId, categories, services, onCategoryChange }: SubServiceCreateFormProps) {
  const create = useCreateSubService(venueId);
  const { register, control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm({
    resolver: zodResolver(createFormSchema),
    defaultValues: {
      category_id: '',
      service_id: '',
      name: '',
      description: '',
      price: '',
      duration_minutes: '',
      buffer_minutes: BOOKING_RULE_LIMITS.bufferMinutes.default,
    },
  });
  const { formError, save } = useSaveSubService(venueId, setError, serverFields);
  const errors = formState.errors;
  const categoryId = watch('category_id');
  const chosenService = services.items.find((s) => String(s.id) === String(watch('service_id')));

  // A venue in one category leaves nothing to choose: start from its services.
  const onlyCategory = !categories.loading && categories.items.length === 1 ? categories.items[0]!.id : null;
  useEffect(() => {
    if (onlyCategory === null || getValues('category_id')) return;
    setValue('category_id', String(onlyCategory));
    onCategoryChange(onlyCategory);
  }, [onlyCategory, getValues, setValue, onCategoryChange]);

  const category = register('category_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setValue('service_id', '');
      onCategoryChange(event.target.value ? Number(event.target.value) : null);
    },
  });
  const service = register('service_id', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const picked = services.items.find((s) => String(s.id) === event.target.value);
      if (!picked) return;
      setValue('price', formatPriceInput(picked.price), { shouldValidate: formState.isSubmitted });
      setValue('duration_minutes', String(picked.duration_minutes), { shouldValidate: formState.isSubmitted });
    },
  });

  const onSubmit = handleSubmit(({ category_id: _category, ...values }) =>
    save(() => create.mutateAsync({ venue_id: venueId, ...values }), t.created),
  );

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {!categories.loading && categories.items.length === 0 ? <Alert tone="warning">{t.noCategories}</Alert> : null}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field label={t.category}>
            <Select
              {...category}
              disabled={categories.loading}
              placeholder={categories.loading ? messages.site.ui.loading : t.selectCategory}
              options={categories.items.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field>
          <Field label={t.service} error={errors.service_id?.message} required>
            <Select
              {...service}
              disabled={!categoryId || services.loading}
              placeholder={!categoryId ? t.selectCategoryFirst : services.loading ? messages.site.ui.loading : t.selectService}
              options={services.items.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Field>
        </div>
        <SubServiceFields control={control} register={register} namePlaceholder={chosenService?.name} />
        <SubServiceFormActions venueId={venueId} submitLabel={t.create} submitting={formState.isSubmitting} />
      </form>
    </Card>
  );
}
