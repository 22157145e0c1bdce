import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, updateSubServiceBodySchema, type OwnerSubService } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { formatPriceInput } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useUpdateSubService } from '../api/update-sub-service';
import { SubServiceFields, SubServiceFormActions } from './sub-service-fields';

const t = messages.subServices;

const serverFields = ['name', 'description', 'price', 'duration_minutes', 'is_active'] as const;

/** Spec section 2: the parent service is read-only; name, description, price, duration and Aktif/Pasif change. */
export function SubServiceEditForm({ venueId, subService }: { venueId: number; subService: OwnerSubService }) {
  const navigate = useNavigate();
  const update = useUpdateSubService();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(updateSubServiceBodySchema),
    defaultValues: {
      name: subService.name,
      description: subService.description ?? '',
      price: formatPriceInput(subService.price),
      duration_minutes: String(subService.duration_minutes),
      is_active: subService.is_active,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: subService.id, ...values });
      toast.success(t.updated);
      navigate(paths.owner.venueServices(venueId));
    } catch (error) {
      if (!applyServerErrors(error, setError, serverFields)) setFormError(refusalMessageOr(error, t.saveFailed));
      toast.error(t.saveFailed);
    }
  });

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
