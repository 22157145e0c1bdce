import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, updateSubServiceBodySchema, type OwnerSubService } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatPriceInput } from '@/lib/format';
import { useUpdateSubService } from '../api/update-sub-service';
import { useSaveSubService } from '../hooks/use-save-sub-service';
import { SubServiceFields, SubServiceFormActions } from './sub-service-fields';

const t = messages.subServices;

const serverFields = ['name', 'description', 'price', 'duration_minutes', 'buffer_minutes', 'is_active'] as const;

/** The parent service is read-only; name, description, price, duration, buffer and Aktif/Pasif change. */
export function SubServiceEditForm({ venueId, subService }: { venueId: number; subService: OwnerSubService }) {
  const update = useUpdateSubService(venueId);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(updateSubServiceBodySchema),
    defaultValues: {
      name: subService.name,
      description: subService.description ?? '',
      price: formatPriceInput(subService.price),
      duration_minutes: String(subService.duration_minutes),
      buffer_minutes: subService.buffer_minutes,
      is_active: subService.is_active,
    },
  });
  const { formError, save } = useSaveSubService(venueId, setError, serverFields);

  const onSubmit = handleSubmit((values) => save(() => update.mutateAsync({ id: subService.id, ...values }), t.updated));

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field label={t.parentService}>
          <Input readOnly value={subService.service.name} className="bg-stone-50 text-stone-700" />
        </Field>
        <SubServiceFields control={control} register={register} />
        <Fieldset legend={t.status}>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <CheckboxField
                label={t.active}
                description={t.activeHint}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Fieldset>
        <SubServiceFormActions venueId={venueId} submitLabel={t.save} submitting={formState.isSubmitting} />
      </form>
    </Card>
  );
}
