import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@randevu/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

const t = messages.subServices;

export interface SubServiceFieldsProps {
  register: Record<'name' | 'description' | 'price' | 'duration_minutes', UseFormRegisterReturn>;
  errors: Partial<Record<'name' | 'description' | 'price' | 'duration_minutes', string>>;
  /** Shown as the name's placeholder: usually the chosen catalogue service. */
  namePlaceholder?: string;
}

/** Name, description, price and duration: the part the create and edit forms share. */
export function SubServiceFields({ register, errors, namePlaceholder }: SubServiceFieldsProps) {
  return (
    <>
      <Field label={t.name} error={errors.name} required>
        <Input autoComplete="off" maxLength={100} placeholder={namePlaceholder ?? t.namePlaceholder} {...register.name} />
      </Field>
      <Field label={t.description} error={errors.description} optional>
        <Textarea rows={3} maxLength={1000} {...register.description} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t.price} hint={t.priceHint} error={errors.price} required>
          <Input inputMode="decimal" autoComplete="off" {...register.price} />
        </Field>
        <Field label={t.duration} error={errors.duration_minutes} required>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register.duration_minutes} />
        </Field>
      </div>
    </>
  );
}
